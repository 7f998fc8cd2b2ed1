import type { z } from "zod";

// The messages a value gets, in order; [] when it is valid.
export function messagesOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

// The messages per field of an object schema; {} when it is valid.
export function fieldMessagesOf(schema: z.ZodType, value: unknown): Record<string, string[]> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const byField: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join(".");
    (byField[field] ??= []).push(issue.message);
  }
  return byField;
}

import type { z } from "zod";

/** The first message of each field a schema refused, by the field's name. */
export function fieldErrors(error: z.ZodError | undefined): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error?.issues ?? []) {
    const field = String(issue.path[0] ?? "");
    errors[field] ??= issue.message;
  }
  return errors;
}

import type { z } from "zod";
import "../../shared/validation/zod-locale";
import { AppError } from "../errors";

// PostgreSQL text cannot hold a NUL character: refused here, before any query could fail on it.
function hasNul(value: unknown): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (Array.isArray(value)) return value.some(hasNul);
  if (value && typeof value === "object") return Object.values(value).some(hasNul);
  return false;
}

/** Parses input with a shared schema; the first problem becomes a 400 with its pt-BR message. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  if (hasNul(input)) throw new AppError("VALIDATION_ERROR", "O texto contém caracteres inválidos");
  const result = schema.safeParse(input);
  if (!result.success) throw new AppError("VALIDATION_ERROR", result.error.issues[0]?.message);
  return result.data;
}

/** The JSON body of a request, or a 400 when it is not JSON. */
export async function jsonBody(request: { json(): Promise<unknown> }): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    throw new AppError("BAD_REQUEST", "Corpo da requisição inválido");
  }
}

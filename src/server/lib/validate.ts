import type { z } from "zod";
import "@shared/validation/zod-locale";
import { AppError } from "@server/errors";
import { isUnstorable } from "./storable-text";

/** JSON nested deeper than this is refused before it is parsed: no form of the app nests past a few levels. */
const MAX_JSON_DEPTH = 32;

const UNSTORABLE_TEXT = "O texto contém caracteres inválidos";

/**
 * Whether any string of a parsed input, key or value, at any depth, cannot be stored. Walked with a
 * stack, not recursion, so no input can exhaust the call stack.
 */
function hasUnstorableText(input: unknown): boolean {
  const pending: unknown[] = [input];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === "string") {
      if (isUnstorable(value)) return true;
    } else if (Array.isArray(value)) {
      pending.push(...value);
    } else if (value && typeof value === "object") {
      for (const [key, item] of Object.entries(value)) {
        if (isUnstorable(key)) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

/** Parses input with a shared schema; the first problem becomes a 400 with its pt-BR message. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  if (hasUnstorableText(input)) throw new AppError("VALIDATION_ERROR", UNSTORABLE_TEXT);
  const result = schema.safeParse(input);
  if (!result.success) throw new AppError("VALIDATION_ERROR", result.error.issues[0]?.message);
  return result.data;
}

/** How deep the arrays and objects of a JSON text nest, read without parsing it. */
function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c)
        i++; // a backslash escapes the next character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x7b || char === 0x5b) {
      depth++;
      if (depth > deepest) deepest = depth;
    } else if (char === 0x7d || char === 0x5d) {
      depth--;
    }
  }
  return deepest;
}

/** A JSON text parsed, or a 400 when it is not JSON or nests deeper than MAX_JSON_DEPTH. */
function parseJson(text: string): unknown {
  if (jsonDepth(text) > MAX_JSON_DEPTH) throw new AppError("BAD_REQUEST", "Corpo da requisição aninhado demais");
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new AppError("BAD_REQUEST", "Corpo da requisição inválido");
  }
}

/** A request's body as text, or a 400 when it cannot be read (the client went away mid-way). */
export async function bodyText(request: { text(): Promise<string> }): Promise<string> {
  return request.text().catch(() => {
    throw new AppError("BAD_REQUEST", "Corpo da requisição inválido");
  });
}

/** The JSON body of a request (its size was bounded before it was read: middleware/body-limit.ts). */
export async function jsonBody(request: { text(): Promise<string> }): Promise<unknown> {
  return parseJson(await bodyText(request));
}

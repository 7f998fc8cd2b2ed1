import { z } from "zod";
import { numberSearchDigits } from "@shared/br-numbers";

/** ?page=&pageSize= of every list route: newest first, 20 by default, never more than 100 at once. */
export const pagingSchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export type Paging = z.infer<typeof pagingSchema>;

export const offsetOf = ({ page, pageSize }: Paging) => (page - 1) * pageSize;

/** A LIKE pattern that matches the text literally anywhere (% and _ typed by users are not wildcards). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The LIKE pattern for the columns that hold Brazilian numbers as digits (phone, CPF): a search typed
 * as a number, formatted or not ("529.982", "(11) 98765"), looks for its digits; any other search for
 * itself, as containsPattern (docs/decisions/024).
 */
export function numberPattern(text: string): string {
  return containsPattern(numberSearchDigits(text) ?? text);
}

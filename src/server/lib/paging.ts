import { z } from "zod";

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

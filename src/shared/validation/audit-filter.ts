import { z } from "zod";
import { dateFilterSchema } from "./dates";

const dateTime = dateFilterSchema("Data inválida");

/** The longest text the filter by user takes: an e-mail's length. */
export const AUDIT_USER_FILTER_MAX = 255;

/**
 * The audit log viewer's filter (docs/product.md §3): whose (part of a user's name or e-mail, any
 * case), which action, which resource (their raw codes), from and to (a day or an instant), how many
 * per page, which page. The one definition of the query the server parses and the web's typed client
 * sends.
 */
export const auditFilterSchema = z.object({
  user: z.string().trim().min(1).max(AUDIT_USER_FILTER_MAX).optional(),
  action: z.string().trim().min(1).max(64).optional(),
  resource: z.string().trim().min(1).max(64).optional(),
  from: dateTime.optional(),
  to: dateTime.optional(),
  limit: z.coerce.number().int().min(1).max(500).default(50),
  page: z.coerce.number().int().min(1).default(1),
});

export type AuditFilter = z.output<typeof auditFilterSchema>;

import { z } from "zod";
import { dateFilterSchema } from "./dates";

const dateTime = dateFilterSchema("Data inválida");

/**
 * The audit log viewer's filter (docs/product.md §3): whose, which action, which resource, from and to
 * (a day or an instant), how many per page, which page. The one definition of the query the server
 * parses and the web's typed client sends.
 */
export const auditFilterSchema = z.object({
  userId: z.string().trim().min(1).max(64).optional(),
  action: z.string().trim().min(1).max(64).optional(),
  resource: z.string().trim().min(1).max(64).optional(),
  from: dateTime.optional(),
  to: dateTime.optional(),
  limit: z.coerce.number().int().min(1).max(500).default(50),
  page: z.coerce.number().int().min(1).default(1),
});

export type AuditFilter = z.output<typeof auditFilterSchema>;

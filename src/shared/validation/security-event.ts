import { z } from "zod";
import { SECURITY_EVENT_DETAIL_MAX, SECURITY_EVENT_TYPES } from "@shared/security-events.ts";

// What the pages put in metadata is a few flat facts (a field's name, a count, a reason): anything
// larger or nested is not theirs, and would let a caller grow the audit log at will.
const metadataValue = z.union(
  [z.string().max(200, { error: "Metadados inválidos" }), z.number().finite(), z.boolean(), z.null()],
  { error: "Metadados inválidos" },
);

/** POST /api/security/events: a type the pages send, its detail, and small flat metadata. */
export const securityEventSchema = z.object({
  type: z.enum(SECURITY_EVENT_TYPES, { error: "Tipo de evento inválido" }),
  // Dangerous text is reported by its first 100 characters (docs/product.md §5); the rest never leaves the page.
  detail: z.string().max(SECURITY_EVENT_DETAIL_MAX, { error: "Detalhe muito longo" }),
  metadata: z
    .record(z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/, { error: "Metadados inválidos" }), metadataValue)
    .refine((m) => Object.keys(m).length <= 8, { error: "Metadados demais" })
    .optional(),
});

export type SecurityEvent = z.infer<typeof securityEventSchema>;

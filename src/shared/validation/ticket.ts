import { z } from "zod";
import { TICKET_STATUSES } from "@shared/value-sets.ts";
import { addressSchema, nameSchema, phoneSchema } from "./fields.ts";
import { required } from "./presence.ts";

/** The 'Novo Chamado' dialog (docs/product.md §5): every field is required, with the one message. */
export const ticketInputSchema = z.object(
  {
    clientName: required(nameSchema),
    brand: required(z.string().trim().max(50, { error: "Marca muito longa" })),
    defect: required(z.string().trim().max(1000, { error: "Defeito muito longo" })),
    phone: required(phoneSchema),
    address: required(addressSchema),
    /** Staff may open the ticket for an existing client; otherwise one is created from the fields above. */
    clientId: z.uuid({ error: "Cliente inválido" }).optional(),
  },
  { error: "Dados inválidos" },
);

export type TicketInput = z.input<typeof ticketInputSchema>;

export const ticketStatusSchema = z.object({ status: z.enum(TICKET_STATUSES, { error: "Status inválido" }) });

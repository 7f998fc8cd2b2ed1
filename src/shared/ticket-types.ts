import { formatPhone } from "./br-numbers";
import type { TicketStatus } from "./value-sets";

export interface Ticket {
  id: string;
  subject: string;
  description: string;
  status: TicketStatus;
  createdAt: string;
  client: { id: string; name: string; phone: string | null; address: string | null };
}

/** The only moves a ticket makes (docs/product.md §4): aberto → em_analise ('Analisar') → resolvido ('Resolver'). */
export const NEXT_TICKET_STATUS: Partial<Record<TicketStatus, TicketStatus>> = {
  aberto: "em_analise",
  em_analise: "resolvido",
};

/** The subject and description lines of a new ticket (docs/product.md §7); the phone written formatted. */
export function ticketText(input: {
  clientName: string;
  brand: string;
  defect: string;
  phone: string;
  address: string;
}) {
  return {
    subject: `Defeito em ${input.brand} - ${input.clientName}`,
    description: [
      `Nome: ${input.clientName}`,
      `Telefone: ${formatPhone(input.phone)}`,
      `Endereço: ${input.address}`,
      `Equipamento: ${input.brand}`,
      `Defeito: ${input.defect}`,
    ].join("\n"),
  };
}

import type { QuoteDecision } from "@shared/quote-types";
import { formatDay } from "@web/lib/format";

const time = (iso: string) => new Date(iso).toLocaleTimeString("pt-BR", { hour: "2-digit", minute: "2-digit" });

/** "Orçamento aprovado por Roberto Souza em 24/11/2026 às 14:30", the words the printout uses too. */
export function decisionText(decision: QuoteDecision): string {
  const when = `${formatDay(decision.createdAt)} às ${time(decision.createdAt)}`;
  return decision.decision === "aprovado"
    ? `Orçamento aprovado por ${decision.signerName ?? "cliente"} em ${when}`
    : `Orçamento recusado pelo cliente em ${when}`;
}

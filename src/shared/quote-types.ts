/** The customer's last answer to an order's quote, as staff and the customer see it. */
export interface QuoteDecision {
  decision: "aprovado" | "recusado";
  signerName: string | null;
  reason: string | null;
  total: string;
  channel: "link" | "portal";
  createdAt: string;
  /** Whether the order's services are still the ones answered: an approval of an older quote no longer holds. */
  current: boolean;
}

/** What approving takes: the full name typed as a signature and the terms ticked (docs/decisions/029). */
export const QUOTE_TERMS =
  "Autorizo a execução dos serviços acima pelo valor total informado e declaro estar de acordo com os termos de garantia da loja.";

export const QUOTE_TERMS_MESSAGE = "Marque que está de acordo com o orçamento e os termos";

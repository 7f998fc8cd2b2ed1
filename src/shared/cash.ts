import type { PaymentMethod } from "./payments";

/**
 * The shop's cash register (caixa), a day at a time (docs/decisions/038): opened with the float in the
 * drawer; cash payments go into it by themselves; staff record cash put in (suprimento), taken out
 * (sangria) and spent (despesa); closing compares what each method should hold with what was counted.
 */
export const CASH_MOVE_KINDS = ["suprimento", "sangria", "despesa"] as const;
export type CashMoveKind = (typeof CASH_MOVE_KINDS)[number];

export const CASH_MOVE_LABELS: Record<CashMoveKind, string> = {
  suprimento: "Suprimento",
  sangria: "Sangria",
  despesa: "Despesa",
};

/** A shop's usual expenses; the note says the rest. */
export const EXPENSE_CATEGORIES = [
  "Peças e insumos",
  "Transporte",
  "Alimentação",
  "Limpeza e manutenção",
  "Contas (luz, água, internet)",
  "Outros",
] as const;

/** One method's line at closing: what the day's rows say the drawer or the account should hold. */
export interface CashCount {
  method: PaymentMethod;
  expectedCents: number;
  countedCents: number | null;
  /** Counted minus expected; negative is missing money. */
  differenceCents: number | null;
}

/** A cash move as the day's screen lists it. */
export interface CashMove {
  id: string;
  kind: CashMoveKind;
  amountCents: number;
  category: string | null;
  note: string | null;
  createdBy: string | null;
  createdAt: string;
}

/** A payment the day took, as its screen lists it. */
export interface CashDayPayment {
  id: string;
  /** What the money was for: an order, or a counter sale. */
  source: { kind: "pedido" | "venda"; id: string; number: number };
  kind: "pagamento" | "reembolso" | "estorno";
  direction: "entrada" | "saida";
  method: PaymentMethod;
  amountCents: number;
  createdAt: string;
}

/** An admin's correction of a closed day's count. */
export interface CashCorrection {
  id: string;
  method: PaymentMethod;
  countedCents: number;
  reason: string;
  createdBy: string | null;
  createdAt: string;
}

/** A day of the cash register: its float, what came and went, and at closing what each method held. */
export interface CashDay {
  id: string;
  openedAt: string;
  openedBy: string | null;
  openingFloatCents: number;
  closedAt: string | null;
  closedBy: string | null;
  closingNote: string | null;
  counts: CashCount[];
  moves: CashMove[];
  payments: CashDayPayment[];
  corrections: CashCorrection[];
}

/** A past day in the list: when, who, and how far the count was from what was expected. */
export interface CashDaySummary {
  id: string;
  openedAt: string;
  closedAt: string | null;
  openedBy: string | null;
  closedBy: string | null;
  expectedCents: number;
  differenceCents: number | null;
}

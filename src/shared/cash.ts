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

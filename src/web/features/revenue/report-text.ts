import type { PaymentMethod, RevenueGrouping } from "@shared/payments";
import { formatDay } from "@web/lib/format";

export const GROUPING_LABELS: Record<RevenueGrouping, string> = { dia: "Dia", semana: "Semana", mes: "Mês" };

/** What a chart's horizontal axis counts in, by grouping. */
export const PERIOD_AXIS: Record<RevenueGrouping, string> = {
  dia: "Dia",
  semana: "Semana (a partir de segunda-feira)",
  mes: "Mês",
};

/** A period of the report as the table and the files write it: 26/11/2026, semana de 23/11/2026, 11/2026. */
export function periodLabel(period: string, groupBy: RevenueGrouping): string {
  if (groupBy === "mes") return `${period.slice(5, 7)}/${period.slice(0, 4)}`;
  return groupBy === "semana" ? `semana de ${formatDay(period)}` : formatDay(period);
}

/** The same, short enough for a chart's axis: 26/11, 23/11, 11/2026. */
export function shortPeriodLabel(period: string, groupBy: RevenueGrouping): string {
  return groupBy === "mes" ? periodLabel(period, groupBy) : formatDay(period).slice(0, 5);
}

const isoDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;

/** This month, from its first day to its last, in the browser's calendar. */
export function thisMonth(today = new Date()): { from: string; to: string } {
  const first = new Date(today.getFullYear(), today.getMonth(), 1);
  const last = new Date(today.getFullYear(), today.getMonth() + 1, 0);
  return { from: isoDay(first), to: isoDay(last) };
}

/** A payment method on a chart's axis, where six whole names would run into each other. */
export const METHOD_AXIS_LABELS: Record<PaymentMethod, string> = {
  pix: "Pix",
  dinheiro: "Dinheiro",
  cartao_debito: "Débito",
  cartao_credito: "Crédito",
  transferencia: "Transf.",
  boleto: "Boleto",
};

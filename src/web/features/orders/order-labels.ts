import type { DiscountType } from "@shared/money";
import type { APPOINTMENT_PERIODS, APPOINTMENT_STATUSES, PAYMENT_CONDITIONS } from "@shared/value-sets";

export const APPOINTMENT_PERIOD_LABELS: Record<(typeof APPOINTMENT_PERIODS)[number], string> = {
  manha: "Manhã (08:00–12:30)",
  tarde: "Tarde (13:00–18:00)",
};

export const APPOINTMENT_STATUS_LABELS: Record<(typeof APPOINTMENT_STATUSES)[number], string> = {
  nao_confirmado: "Não confirmado",
  agendado: "Agendado",
  concluido: "Concluído",
};

export const PAYMENT_CONDITION_LABELS: Record<(typeof PAYMENT_CONDITIONS)[number], string> = {
  a_vista: "À vista",
  sinal: "Sinal",
  parcelas: "Parcelado",
};

export const DISCOUNT_TYPE_LABELS: Record<DiscountType, string> = {
  porcentagem: "Porcentagem (%)",
  valor: "Valor (R$)",
};

/** A label map as the options of a select, in the value set's order. */
export function optionsOf<K extends string>(labels: Record<K, string>): { value: K; label: string }[] {
  return (Object.entries(labels) as [K, string][]).map(([value, label]) => ({ value, label }));
}

import { formatCents } from "@shared/money";
import { MAX_INSTALLMENTS, PAYMENT_METHOD_LABELS, type PaymentMethod } from "@shared/payments";
import { PAYMENT_METHODS } from "@shared/value-sets";
import { SelectField } from "@web/components/ui/select-field";
import { TextField } from "@web/components/ui/text-field";
import { centsOfTyped } from "@web/lib/typed-amount";

/** How the money is paid, as the payment dialog and the order form's deposit both ask it. */
export interface MethodAnswers {
  method: PaymentMethod | "";
  installments: string;
  /** The cash handed over, as typed. */
  tendered: string;
}

export const NO_METHOD: MethodAnswers = { method: "", installments: "1", tendered: "" };

export const METHOD_OPTIONS = [
  { value: "", label: "Selecione" },
  ...PAYMENT_METHODS.map((method) => ({ value: method, label: PAYMENT_METHOD_LABELS[method] })),
];

const INSTALLMENT_OPTIONS = Array.from({ length: MAX_INSTALLMENTS }, (_, i) => ({
  value: String(i + 1),
  label: i === 0 ? "À vista (1x)" : `${i + 1}x`,
}));

/** The change for cash handed over, once both figures are amounts and the cash covers the payment. */
export function changeOf(amountCents: number | null | undefined, tendered: string): number | null {
  const tenderedCents = centsOfTyped(tendered);
  if (typeof amountCents !== "number" || typeof tenderedCents !== "number") return null;
  return tenderedCents >= amountCents ? tenderedCents - amountCents : null;
}

/**
 * The method, a credit card's installments (1–24), and for cash the amount handed over with the change
 * shown as it is typed.
 */
export function PaymentMethodFields({
  answers,
  amountCents,
  onChange,
  errors,
  methodLabel = "Forma de pagamento",
}: {
  answers: MethodAnswers;
  amountCents: number | null | undefined;
  onChange: (answers: MethodAnswers) => void;
  errors: { method?: string; installments?: string; tendered?: string };
  methodLabel?: string;
}) {
  const change = changeOf(amountCents, answers.tendered);
  return (
    <>
      <SelectField
        label={methodLabel}
        required
        value={answers.method}
        error={errors.method}
        onChange={(event) => onChange({ ...answers, method: event.target.value as PaymentMethod | "" })}
        options={METHOD_OPTIONS}
      />
      {answers.method === "cartao_credito" && (
        <SelectField
          label="Parcelas"
          value={answers.installments}
          error={errors.installments}
          onChange={(event) => onChange({ ...answers, installments: event.target.value })}
          options={INSTALLMENT_OPTIONS}
        />
      )}
      {answers.method === "dinheiro" && (
        <div className="space-y-1.5">
          <TextField
            label="Valor recebido (R$)"
            hint="Quanto o cliente entregou, para calcular o troco"
            inputMode="decimal"
            autoComplete="off"
            value={answers.tendered}
            error={errors.tendered}
            onChange={(event) => onChange({ ...answers, tendered: event.target.value })}
          />
          <p aria-live="polite" className="text-sm font-medium">
            {change !== null && `Troco: ${formatCents(change)}`}
          </p>
        </div>
      )}
    </>
  );
}

/** The method's part of a payment's body, from the answers (the amount is checked by the caller). */
export function methodInput(answers: MethodAnswers) {
  const tendered = answers.method === "dinheiro" ? centsOfTyped(answers.tendered) : undefined;
  return {
    method: answers.method as PaymentMethod,
    installments: answers.method === "cartao_credito" ? Number(answers.installments) : null,
    // An unreadable amount goes as NaN, for the schema's "Valor inválido".
    cashTenderedCents: tendered === undefined ? null : tendered === null ? Number.NaN : tendered,
  };
}

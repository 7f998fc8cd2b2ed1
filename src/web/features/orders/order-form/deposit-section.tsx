import type { PaymentInput } from "@shared/validation/payment";
import { TextField } from "@web/components/ui/text-field";
import { centsOfTyped } from "@web/lib/typed-amount";
import {
  changeOf,
  methodInput,
  NO_METHOD,
  PaymentMethodFields,
  type MethodAnswers,
} from "@web/features/payments/components/payment-method-fields";

/** The deposit (sinal) as typed on the new order's form: an amount, and how it was paid. */
export interface DepositAnswers extends MethodAnswers {
  amount: string;
}

export const NO_DEPOSIT: DepositAnswers = { amount: "", ...NO_METHOD };

export type DepositErrors = { amount?: string; method?: string; tendered?: string };

/**
 * The deposit to send with the new order, or null when none was typed; or what is wrong with it.
 * The server checks it again (and that it fits the total, and that the cash register is open).
 */
export function depositOf(answers: DepositAnswers): { deposit: PaymentInput | null } | { errors: DepositErrors } {
  const amountCents = centsOfTyped(answers.amount);
  if (amountCents === undefined) return { deposit: null };
  const errors: DepositErrors = {};
  if (amountCents === null) errors.amount = "Valor inválido: use no máximo duas casas decimais";
  else if (amountCents <= 0) errors.amount = "O valor deve ser maior que zero";
  if (!answers.method) errors.method = "Escolha a forma de pagamento";
  if (
    answers.method === "dinheiro" &&
    answers.tendered.trim() !== "" &&
    changeOf(amountCents, answers.tendered) === null
  )
    errors.tendered = "O valor entregue pelo cliente é menor que o pagamento";
  if (Object.keys(errors).length > 0) return { errors };
  return { deposit: { amountCents: amountCents!, ...methodInput(answers) } };
}

/** 'Sinal (entrada)' on a new order: recorded with it, in the same transaction, or the order is not created. */
export function DepositSection({
  answers,
  onChange,
  errors,
}: {
  answers: DepositAnswers;
  onChange: (answers: DepositAnswers) => void;
  errors: DepositErrors;
}) {
  const amountCents = centsOfTyped(answers.amount);
  return (
    <fieldset className="grid gap-4 rounded-md border border-input p-4 sm:grid-cols-2">
      <legend className="px-1 text-sm font-medium">Sinal (entrada)</legend>
      <TextField
        label="Valor do sinal (R$)"
        hint="Opcional: o que o cliente paga ao deixar o aparelho"
        inputMode="decimal"
        autoComplete="off"
        value={answers.amount}
        error={errors.amount}
        onChange={(event) => onChange({ ...answers, amount: event.target.value })}
      />
      {amountCents !== undefined && (
        <div className="space-y-4">
          <PaymentMethodFields
            answers={answers}
            amountCents={amountCents}
            methodLabel="Forma de pagamento do sinal"
            onChange={(method) => onChange({ ...answers, ...method })}
            errors={errors}
          />
        </div>
      )}
    </fieldset>
  );
}

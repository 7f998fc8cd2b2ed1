import { formatCents } from "@shared/money";
import { PAYMENT_METHOD_LABELS, type OrderMoney, type PaymentMethod } from "@shared/payments";
import { PAYMENT_METHODS } from "@shared/value-sets";
import { SelectField } from "@web/components/ui/select-field";

/** What 'Mudar status' asks about the order's money when it is delivered or cancelled (docs/decisions/038). */
export interface MoveMoney {
  confirmOpenBalance: boolean;
  refunded: boolean | null;
  refundMethod: PaymentMethod | "";
}

export const NO_MOVE_MONEY: MoveMoney = { confirmOpenBalance: false, refunded: null, refundMethod: "" };

/** The message for what is still unanswered about the money, if anything. */
export function moneyMissing(status: string, money: OrderMoney, answers: MoveMoney): string | null {
  if (status === "entregue" && money.balanceCents > 0 && !answers.confirmOpenBalance)
    return "Confirme a entrega com saldo em aberto";
  if (status === "cancelado" && money.paidCents > 0) {
    if (answers.refunded === null) return "Diga se o dinheiro foi devolvido";
    if (answers.refunded && !answers.refundMethod) return "Escolha como o dinheiro foi devolvido";
  }
  return null;
}

/** The status change's body for the money: the confirmation, or what became of the money received. */
export function moneyOfMove(status: string, money: OrderMoney, answers: MoveMoney) {
  if (status === "entregue") return { confirmOpenBalance: answers.confirmOpenBalance };
  if (status === "cancelado" && money.paidCents > 0 && answers.refunded !== null)
    return {
      refund: {
        refunded: answers.refunded,
        method: answers.refunded ? (answers.refundMethod as PaymentMethod) : undefined,
      },
    };
  return {};
}

/**
 * Delivering while money is owed: a warning and 'Entregar com saldo em aberto' to tick. Cancelling
 * with money received: whether it was handed back, and how.
 */
export function MoveMoneyFields({
  status,
  money,
  answers,
  onChange,
  error,
}: {
  status: string;
  money: OrderMoney;
  answers: MoveMoney;
  onChange: (answers: MoveMoney) => void;
  error: string | null;
}) {
  if (status === "entregue" && money.balanceCents > 0)
    return (
      <div className="space-y-2 rounded-md border border-amber-600 bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-50">
        <p>Este pedido tem saldo em aberto de {formatCents(money.balanceCents)}.</p>
        <label className="flex items-center gap-2 font-medium">
          <input
            type="checkbox"
            className="size-4"
            checked={answers.confirmOpenBalance}
            onChange={(event) => onChange({ ...answers, confirmOpenBalance: event.target.checked })}
          />
          Entregar com saldo em aberto
        </label>
        {error && <p className="text-destructive">{error}</p>}
      </div>
    );
  if (status === "cancelado" && money.paidCents > 0)
    return (
      <fieldset className="space-y-2 rounded-md border border-input p-3 text-sm">
        <legend className="px-1 font-medium">
          O cliente pagou {formatCents(money.paidCents)}. O dinheiro foi devolvido?
        </legend>
        <label className="flex items-center gap-2">
          <input
            type="radio"
            name="refunded"
            checked={answers.refunded === true}
            onChange={() => onChange({ ...answers, refunded: true })}
          />
          Sim, devolvido ao cliente
        </label>
        {answers.refunded && (
          <SelectField
            label="Como foi devolvido"
            required
            value={answers.refundMethod}
            onChange={(event) => onChange({ ...answers, refundMethod: event.target.value as PaymentMethod | "" })}
            options={[
              { value: "", label: "Selecione" },
              ...PAYMENT_METHODS.map((method) => ({ value: method, label: PAYMENT_METHOD_LABELS[method] })),
            ]}
          />
        )}
        <label className="flex items-center gap-2">
          <input
            type="radio"
            name="refunded"
            checked={answers.refunded === false}
            onChange={() => onChange({ ...answers, refunded: false, refundMethod: "" })}
          />
          Não, o valor fica com a loja
        </label>
        {error && <p className="text-destructive">{error}</p>}
      </fieldset>
    );
  return null;
}

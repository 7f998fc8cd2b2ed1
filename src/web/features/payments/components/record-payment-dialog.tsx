import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { localDayOf } from "@shared/calendar-days";
import { formatCents } from "@shared/money";
import { formatOrderNumber, type Order } from "@shared/order-types";
import { paymentInputSchema } from "@shared/validation/payment";
import { Button } from "@web/components/ui/button";
import { Dialog } from "@web/components/ui/dialog";
import { SelectField } from "@web/components/ui/select-field";
import { TextField } from "@web/components/ui/text-field";
import { TextareaField } from "@web/components/ui/textarea-field";
import { ApiError } from "@web/lib/api-client";
import { useCurrentUser } from "@web/lib/current-user";
import { notifyError } from "@web/lib/notify";
import { centsOfTyped, typedCents } from "@web/lib/typed-amount";
import { useRecordPayment } from "@web/features/payments/api/order-payments";
import { useStaff } from "@web/features/payments/api/staff";
import { methodInput, NO_METHOD, PaymentMethodFields, type MethodAnswers } from "./payment-method-fields";

type Field = "amount" | "method" | "installments" | "tendered" | "paidOn" | "receivedBy" | "note";
const FIELD_OF: Record<string, Field> = { amountCents: "amount", cashTenderedCents: "tendered" };

/**
 * 'Registrar pagamento': the amount (the balance, to start with), how it was paid, the day (today),
 * who received it (whoever records it) and a note. The server's refusals (above the balance, the cash
 * register closed) are shown here, in its words.
 */
export default function RecordPaymentDialog({
  order,
  onClose,
}: {
  order: Pick<Order, "id" | "number" | "money">;
  onClose: () => void;
}) {
  const user = useCurrentUser();
  const staff = useStaff(true);
  const [amount, setAmount] = useState(typedCents(order.money.balanceCents));
  const [method, setMethod] = useState<MethodAnswers>(NO_METHOD);
  const [paidOn, setPaidOn] = useState(() => localDayOf(new Date()));
  const [receivedBy, setReceivedBy] = useState(user.id);
  const [note, setNote] = useState("");
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const record = useRecordPayment(order.id);
  const amountCents = centsOfTyped(amount);

  function submit(event: FormEvent) {
    event.preventDefault();
    setRefusal(null);
    const parsed = paymentInputSchema.safeParse({
      // A box that holds no amount is sent as NaN, for the schema's "Valor inválido".
      amountCents: amountCents === null ? Number.NaN : amountCents,
      ...methodInput(method),
      paidOn,
      receivedBy,
      note,
    });
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0]);
        found[FIELD_OF[key] ?? (key as Field)] ??= issue.message;
      }
      if (amountCents === null) found.amount = "Valor inválido: use no máximo duas casas decimais";
      return setErrors(found);
    }
    setErrors({});
    record.mutate(parsed.data, {
      onSuccess: (answer) => {
        toast.success(`Pagamento registrado. Saldo: ${formatCents(answer.money.balanceCents)}`);
        onClose();
      },
      onError: (failure) =>
        failure instanceof ApiError && failure.status < 500 && failure.status !== 429
          ? setRefusal(failure.message)
          : notifyError("Erro ao registrar pagamento", failure),
    });
  }

  const staffOptions = (staff.data ?? [{ id: user.id, name: user.name }]).map((s) => ({ value: s.id, label: s.name }));
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Registrar pagamento"
      description={`${formatOrderNumber(order.number)} · saldo ${formatCents(order.money.balanceCents)}`}
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        <TextField
          label="Valor (R$)"
          required
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          error={errors.amount}
          onChange={(event) => setAmount(event.target.value)}
        />
        <PaymentMethodFields answers={method} amountCents={amountCents} onChange={setMethod} errors={errors} />
        <TextField
          label="Data do pagamento"
          type="date"
          required
          value={paidOn}
          error={errors.paidOn}
          onChange={(event) => setPaidOn(event.target.value)}
        />
        <SelectField
          label="Recebido por"
          value={receivedBy}
          error={errors.receivedBy}
          onChange={(event) => setReceivedBy(event.target.value)}
          options={staffOptions}
        />
        <TextareaField
          label="Observação"
          value={note}
          maxLength={500}
          error={errors.note}
          onChange={(event) => setNote(event.target.value)}
        />
        {refusal && (
          <p role="alert" className="rounded-md border border-destructive p-3 text-sm text-destructive">
            {refusal}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" disabled={record.isPending}>
            Registrar
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import type { CashDay } from "@shared/cash";
import { formatCents } from "@shared/money";
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from "@shared/payments";
import { cashCorrectionSchema } from "@shared/validation/cash";
import { Button } from "@web/components/ui/button";
import { Dialog } from "@web/components/ui/dialog";
import { SelectField } from "@web/components/ui/select-field";
import { Spinner } from "@web/components/ui/spinner";
import { TextField } from "@web/components/ui/text-field";
import { TextareaField } from "@web/components/ui/textarea-field";
import { notifyError } from "@web/lib/notify";
import { centsOfTyped, typedAmountError } from "@web/lib/typed-amount";
import { useCorrectCash } from "@web/features/cash/api/correct-cash";
import { fieldErrors } from "@web/lib/form-errors";

/**
 * 'Corrigir contagem' (the admin's, on a closed day): the method, what was really counted, and why.
 * A new row, audited; the original count is kept and the latest correction stands.
 */
export function CorrectionDialog({ day, onClose }: { day: CashDay; onClose: () => void }) {
  const correctCash = useCorrectCash(day.id);
  const [method, setMethod] = useState<PaymentMethod>(day.counts[0]?.method ?? "dinheiro");
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const current = day.counts.find((count) => count.method === method);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const cents = centsOfTyped(amount);
    const parsed = cashCorrectionSchema.safeParse({ method, countedCents: cents ?? 0, reason });
    const found = fieldErrors(parsed.error);
    const amountError = typedAmountError(cents) ?? found.countedCents;
    setErrors({ ...found, countedCents: amountError ?? "" });
    if (!parsed.success || amountError) return;
    correctCash.mutate(parsed.data, {
      onSuccess: () => {
        toast.success("Contagem corrigida");
        onClose();
      },
      onError: (failure) => notifyError("Erro ao corrigir a contagem", failure),
    });
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="Corrigir contagem">
      <form noValidate onSubmit={submit} className="space-y-4">
        <SelectField
          label="Forma de pagamento"
          value={method}
          onChange={(event) => setMethod(event.target.value as PaymentMethod)}
          options={day.counts.map((count) => ({ value: count.method, label: PAYMENT_METHOD_LABELS[count.method] }))}
        />
        {current && (
          <p className="text-sm text-muted-foreground">
            Esperado {formatCents(current.expectedCents)} · contado até agora{" "}
            {current.countedCents === null ? "—" : formatCents(current.countedCents)}
          </p>
        )}
        <TextField
          label="Valor contado (R$)"
          required
          inputMode="decimal"
          autoComplete="off"
          placeholder="0,00"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          error={errors.countedCents || undefined}
        />
        <TextareaField
          label="Motivo"
          required
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={errors.reason}
        />
        <div className="flex justify-end gap-3">
          <Button variant="outline" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" disabled={correctCash.isPending}>
            {correctCash.isPending && <Spinner />}
            Salvar correção
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

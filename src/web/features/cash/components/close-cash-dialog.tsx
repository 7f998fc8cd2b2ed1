import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import type { CashDay } from "@shared/cash";
import { formatCents } from "@shared/money";
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from "@shared/payments";
import { Button } from "@web/components/ui/button";
import { Dialog } from "@web/components/ui/dialog";
import { Spinner } from "@web/components/ui/spinner";
import { TextField } from "@web/components/ui/text-field";
import { TextareaField } from "@web/components/ui/textarea-field";
import { centsOfTyped, typedAmountError } from "@web/lib/typed-amount";
import { useCloseCash } from "@web/features/cash/api/close-cash";
import { differenceText } from "@web/features/cash/cash-figures";

/**
 * 'Fechar caixa': what was counted for each method the day used (cash always), each line showing what
 * was expected, the count and the difference as it is typed; and a note. The server keeps the figures.
 */
export function CloseCashDialog({ day, onClose }: { day: CashDay; onClose: () => void }) {
  const closeCash = useCloseCash();
  const [typed, setTyped] = useState<Partial<Record<PaymentMethod, string>>>({});
  const [note, setNote] = useState("");
  const [submitted, setSubmitted] = useState(false);
  const counted = (method: PaymentMethod) => centsOfTyped(typed[method] ?? "");

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    const counts = day.counts.map(({ method }) => ({ method, countedCents: counted(method) }));
    if (counts.some(({ countedCents }) => typeof countedCents !== "number")) return;
    closeCash.mutate(
      { counts: counts as { method: PaymentMethod; countedCents: number }[], note: note.trim() || null },
      {
        onSuccess: () => {
          toast.success("Caixa fechado");
          onClose();
        },
      },
    );
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Fechar caixa"
      description="Conte o que há em cada forma de pagamento e informe os valores."
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        {day.counts.map(({ method, expectedCents }) => {
          const label = PAYMENT_METHOD_LABELS[method];
          const cents = counted(method);
          return (
            <fieldset key={method} className="space-y-2 rounded-md border border-border p-3">
              <legend className="px-1 font-semibold">{label}</legend>
              <TextField
                label={`Contado em ${label} (R$)`}
                required
                inputMode="decimal"
                autoComplete="off"
                placeholder="0,00"
                value={typed[method] ?? ""}
                onChange={(event) => setTyped({ ...typed, [method]: event.target.value })}
                error={submitted ? typedAmountError(cents) : undefined}
              />
              <dl className="grid grid-cols-3 gap-2 text-sm" aria-live="polite">
                {[
                  ["Esperado", formatCents(expectedCents)],
                  ["Contado", typeof cents === "number" ? formatCents(cents) : "—"],
                  ["Diferença", typeof cents === "number" ? differenceText(cents - expectedCents) : "—"],
                ].map(([term, value]) => (
                  <div key={term}>
                    <dt className="text-muted-foreground">{term}</dt>
                    <dd className="font-medium tabular-nums">{value}</dd>
                  </div>
                ))}
              </dl>
            </fieldset>
          );
        })}
        <TextareaField label="Observação" value={note} onChange={(event) => setNote(event.target.value)} />
        <div className="flex justify-end gap-3">
          <Button variant="outline" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" disabled={closeCash.isPending}>
            {closeCash.isPending && <Spinner />}
            Fechar caixa
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

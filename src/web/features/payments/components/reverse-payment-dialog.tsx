import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { formatCents } from "@shared/money";
import type { Payment } from "@shared/payments";
import { Button } from "@web/components/ui/button";
import { Dialog } from "@web/components/ui/dialog";
import { TextareaField } from "@web/components/ui/textarea-field";
import { ApiError } from "@web/lib/api-client";
import { notifyError } from "@web/lib/notify";
import { useReversePayment } from "@web/features/payments/api/order-payments";
import { methodText } from "./payment-row";

/** An admin's 'Estornar': the payment stays, struck through, and a new row undoes it, with the reason. */
export default function ReversePaymentDialog({ payment, onClose }: { payment: Payment; onClose: () => void }) {
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();
  const reverse = useReversePayment();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (reason.trim().length < 3) return setError("Informe o motivo do estorno");
    setError(undefined);
    reverse.mutate(
      { paymentId: payment.id, reason: reason.trim() },
      {
        onSuccess: () => {
          toast.success("Pagamento estornado");
          onClose();
        },
        onError: (failure) =>
          failure instanceof ApiError && failure.status < 500
            ? setError(failure.message)
            : notifyError("Erro ao estornar pagamento", failure),
      },
    );
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Estornar pagamento"
      description={`${methodText(payment)} · ${formatCents(payment.amountCents)}`}
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        <TextareaField
          label="Motivo do estorno"
          required
          value={reason}
          maxLength={500}
          error={error}
          onChange={(event) => setReason(event.target.value)}
        />
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" variant="destructive" disabled={reverse.isPending}>
            Estornar
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

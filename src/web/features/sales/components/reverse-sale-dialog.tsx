import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { formatCents } from "@shared/money";
import { formatSaleNumber, type Sale } from "@shared/sale-types";
import { Button } from "@web/components/ui/button";
import { Dialog } from "@web/components/ui/dialog";
import { TextareaField } from "@web/components/ui/textarea-field";
import { ApiError } from "@web/lib/api-client";
import { notifyError } from "@web/lib/notify";
import { useReverseSale } from "@web/features/sales/api/sales";

/** An admin's 'Estornar venda': the money goes back as an estorno, the parts back on the shelf; the sale stays. */
export default function ReverseSaleDialog({ sale, onClose }: { sale: Sale; onClose: () => void }) {
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();
  const reverse = useReverseSale(sale.id);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (reason.trim().length < 3) return setError("Informe o motivo do estorno");
    setError(undefined);
    reverse.mutate(reason.trim(), {
      onSuccess: () => {
        toast.success("Venda estornada");
        onClose();
      },
      onError: (failure) =>
        failure instanceof ApiError && failure.status < 500
          ? setError(failure.message)
          : notifyError("Erro ao estornar a venda", failure),
    });
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Estornar venda"
      description={`${formatSaleNumber(sale.number)} · ${formatCents(sale.totalCents)}. O valor é devolvido e as peças voltam ao estoque.`}
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

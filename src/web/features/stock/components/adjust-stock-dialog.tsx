import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import type { Product } from "@shared/stock-types";
import { adjustmentSchema } from "@shared/validation/stock";
import { Button } from "@web/components/ui/button";
import { Dialog } from "@web/components/ui/dialog";
import { Spinner } from "@web/components/ui/spinner";
import { TextField } from "@web/components/ui/text-field";
import { TextareaField } from "@web/components/ui/textarea-field";
import { ApiError } from "@web/lib/api-client";
import { fieldErrors } from "@web/lib/form-errors";
import { notifyError } from "@web/lib/notify";
import { useAdjustStock } from "@web/features/stock/api/moves";
import { adjustmentText, signedUnits, unitsOfTyped } from "@web/features/stock/stock-numbers";

/**
 * 'Ajustar estoque' (admin): the quantity counted on the shelf and why it differs. The difference is
 * said as it is typed, before 'Confirmar ajuste'; the server writes it as an ajuste move.
 */
export function AdjustStockDialog({ product, onClose }: { product: Product; onClose: () => void }) {
  const adjust = useAdjustStock();
  const [counted, setCounted] = useState("");
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const countedUnits = unitsOfTyped(counted);
  const difference = adjustmentText(product.quantity, countedUnits);

  function submit(event: FormEvent) {
    event.preventDefault();
    setRefusal(null);
    const parsed = adjustmentSchema.safeParse({ countedQuantity: countedUnits, reason });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    adjust.mutate(
      { id: product.id, ...parsed.data },
      {
        onSuccess: (moved) => {
          toast.success(`Estoque ajustado (${signedUnits(moved.delta)}). Quantidade: ${moved.quantity}`);
          onClose();
        },
        onError: (failure) =>
          failure instanceof ApiError && failure.status < 500 && failure.status !== 429
            ? setRefusal(failure.message)
            : notifyError("Erro ao ajustar o estoque", failure),
      },
    );
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Ajustar estoque"
      description={`${product.name} · no sistema: ${product.quantity}`}
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        <TextField
          label="Quantidade contada"
          required
          inputMode="numeric"
          autoComplete="off"
          value={counted}
          onChange={(event) => setCounted(event.target.value)}
          error={errors.countedQuantity}
        />
        <p role="status" className="min-h-5 text-sm font-medium">
          {difference}
        </p>
        <TextareaField
          label="Motivo"
          required
          maxLength={500}
          placeholder="Contagem de inventário, peça danificada..."
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={errors.reason}
        />
        {refusal && (
          <p role="alert" className="rounded-md border border-destructive p-3 text-sm text-destructive">
            {refusal}
          </p>
        )}
        <div className="flex justify-end gap-3">
          <Button variant="outline" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" disabled={adjust.isPending}>
            {adjust.isPending && <Spinner />}
            Confirmar ajuste
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

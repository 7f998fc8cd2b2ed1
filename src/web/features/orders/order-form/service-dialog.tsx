import type { FormEvent } from "react";
import { useForm } from "react-hook-form";
import type { ServiceInput } from "@shared/validation/order";
import { Button } from "@web/components/ui/button";
import { Dialog } from "@web/components/ui/dialog";
import { SelectField } from "@web/components/ui/select-field";
import { TextField } from "@web/components/ui/text-field";
import { DISCOUNT_TYPE_LABELS, optionsOf } from "@web/features/orders/order-labels";
import { deferredResolver } from "@web/lib/deferred-resolver";

// zod and the schema arrive when the form is first used, not with the order form (docs/decisions/018).
const { resolver, warm } = deferredResolver(() =>
  Promise.all([import("@hookform/resolvers/zod"), import("@shared/validation/order")]).then(
    ([{ zodResolver }, { serviceInputSchema }]) => zodResolver(serviceInputSchema),
  ),
);

interface ServiceDialogProps {
  /** The service being edited, or null for a new one. */
  service: ServiceInput | null;
  onSave: (service: ServiceInput) => void;
  onClose: () => void;
}

// An empty box is a missing value (the message of docs/product.md §5); an empty discount is no discount.
const amount = (text: unknown) => (text === "" ? undefined : Number(text));
const discount = (text: unknown) => (text === "" ? 0 : Number(text));

/** 'Adicionar Serviço': the shared service schema refuses a discount below zero, over 100% or above the value. */
export function ServiceDialog({ service, onSave, onClose }: ServiceDialogProps) {
  const { register, handleSubmit, formState } = useForm({
    resolver,
    defaultValues: service ?? { description: "", discountType: "porcentagem", discountValue: 0 },
  });

  // Portalled out of the order's <form> in the page, but React events still bubble to it: its submit must stop here.
  function submit(event: FormEvent<HTMLFormElement>) {
    event.stopPropagation();
    void handleSubmit((saved) => onSave({ ...saved, id: service?.id }))(event);
  }

  const { errors } = formState;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={service ? "Editar Serviço" : "Adicionar Serviço"}>
      <form noValidate onSubmit={submit} onFocus={warm} className="space-y-4">
        <TextField
          label="Descrição"
          required
          autoComplete="off"
          error={errors.description?.message}
          {...register("description")}
        />
        <TextField
          label="Valor (R$)"
          required
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0"
          error={errors.value?.message}
          {...register("value", { setValueAs: amount })}
        />
        <SelectField
          label="Tipo de desconto"
          options={optionsOf(DISCOUNT_TYPE_LABELS)}
          error={errors.discountType?.message}
          {...register("discountType")}
        />
        <TextField
          label="Desconto"
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0"
          error={errors.discountValue?.message}
          {...register("discountValue", { setValueAs: discount })}
        />
        <div className="flex justify-end gap-3">
          <Button variant="outline" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit">Salvar Serviço</Button>
        </div>
      </form>
    </Dialog>
  );
}

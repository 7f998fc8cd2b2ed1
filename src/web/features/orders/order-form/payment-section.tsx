import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { SelectField } from "@web/components/ui/select-field";
import { TextField } from "@web/components/ui/text-field";
import { TextareaField } from "@web/components/ui/textarea-field";
import { PAYMENT_METHOD_LABELS } from "@shared/payments";
import { PAYMENT_CONDITION_LABELS, optionsOf } from "@web/features/orders/order-labels";
import type { OrderFormValues } from "./order-form-values";

const blankOption = { value: "", label: "Selecione" };

/** How the customer pays and the warranty's months, with the order's additional information. */
export function PaymentSection({
  register,
  errors,
}: {
  register: UseFormRegister<OrderFormValues>;
  errors: FieldErrors<OrderFormValues>;
}) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          label="Condição de pagamento"
          options={[blankOption, ...optionsOf(PAYMENT_CONDITION_LABELS)]}
          error={errors.paymentCondition?.message}
          {...register("paymentCondition")}
        />
        <SelectField
          label="Forma de pagamento"
          options={[blankOption, ...optionsOf(PAYMENT_METHOD_LABELS)]}
          error={errors.paymentMethod?.message}
          {...register("paymentMethod")}
        />
        <TextField
          label="Garantia (meses)"
          type="number"
          inputMode="numeric"
          min="0"
          max="120"
          step="1"
          error={errors.warrantyMonths?.message}
          {...register("warrantyMonths")}
        />
      </div>
      <TextareaField
        label="Informações adicionais"
        error={errors.additionalInfo?.message}
        {...register("additionalInfo")}
      />
    </>
  );
}

import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { SelectField } from "@web/components/ui/select-field";
import { TextField } from "@web/components/ui/text-field";
import { TextareaField } from "@web/components/ui/textarea-field";
import type { OrderFormValues } from "./order-form-values";

/** The device and its defect, and the status the order is in or moves to (its next steps only). */
export function BasicsSection({
  register,
  errors,
  statusOptions,
}: {
  register: UseFormRegister<OrderFormValues>;
  errors: FieldErrors<OrderFormValues>;
  statusOptions: { value: string; label: string }[];
}) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Marca" required autoComplete="off" error={errors.brand?.message} {...register("brand")} />
        <TextField label="Modelo" required autoComplete="off" error={errors.model?.message} {...register("model")} />
        <TextField
          label="Aparelho"
          required
          autoComplete="off"
          error={errors.device?.message}
          {...register("device")}
        />
        <SelectField label="Status" options={statusOptions} error={errors.status?.message} {...register("status")} />
      </div>
      <TextareaField label="Defeito" required error={errors.defect?.message} {...register("defect")} />
    </>
  );
}

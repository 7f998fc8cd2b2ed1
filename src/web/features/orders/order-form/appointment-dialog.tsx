import type { FormEvent } from "react";
import { useForm } from "react-hook-form";
import type { AppointmentInput } from "@shared/validation/order";
import { Button } from "@web/components/ui/button";
import { Dialog } from "@web/components/ui/dialog";
import { SelectField } from "@web/components/ui/select-field";
import { TextField } from "@web/components/ui/text-field";
import { APPOINTMENT_PERIOD_LABELS, APPOINTMENT_STATUS_LABELS, optionsOf } from "@web/features/orders/order-labels";
import { deferredResolver } from "@web/lib/deferred-resolver";

// zod and the schema arrive when the form is first used, not with the order form (docs/decisions/018).
const { resolver, warm } = deferredResolver(() =>
  Promise.all([import("@hookform/resolvers/zod"), import("@shared/validation/order")]).then(
    ([{ zodResolver }, { appointmentInputSchema }]) => zodResolver(appointmentInputSchema),
  ),
);

interface AppointmentDialogProps {
  /** The visit being edited, or null for a new one. */
  appointment: AppointmentInput | null;
  onSave: (appointment: AppointmentInput) => void;
  onClose: () => void;
}

/** 'Marcar Visita Técnica': a day, the period (morning by default) and whether it is confirmed. */
export function AppointmentDialog({ appointment, onSave, onClose }: AppointmentDialogProps) {
  const { register, handleSubmit, formState } = useForm({
    resolver,
    defaultValues: appointment ?? { date: "", period: "manha", status: "nao_confirmado" },
  });

  // Portalled out of the order's <form> in the page, but React events still bubble to it: its submit must stop here.
  function submit(event: FormEvent<HTMLFormElement>) {
    event.stopPropagation();
    void handleSubmit((saved) => onSave({ ...saved, id: appointment?.id }))(event);
  }

  const { errors } = formState;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={appointment ? "Editar Visita Técnica" : "Marcar Visita Técnica"}
    >
      <form noValidate onSubmit={submit} onFocus={warm} className="space-y-4">
        <TextField label="Data" required type="date" error={errors.date?.message} {...register("date")} />
        <SelectField
          label="Período"
          options={optionsOf(APPOINTMENT_PERIOD_LABELS)}
          error={errors.period?.message}
          {...register("period")}
        />
        <SelectField
          label="Status da visita"
          options={optionsOf(APPOINTMENT_STATUS_LABELS)}
          error={errors.status?.message}
          {...register("status")}
        />
        <div className="flex justify-end gap-3">
          <Button variant="outline" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit">Salvar Visita</Button>
        </div>
      </form>
    </Dialog>
  );
}

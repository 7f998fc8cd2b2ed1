import { useId, useState } from "react";
import { Label } from "radix-ui";
import { Eye, EyeOff } from "lucide-react";
import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { ACCESSORIES, ACCESSORY_LABELS } from "@shared/value-sets";
import { Button } from "@web/components/ui/button";
import { Input } from "@web/components/ui/input";
import { SelectField } from "@web/components/ui/select-field";
import { TextField } from "@web/components/ui/text-field";
import { TextareaField } from "@web/components/ui/textarea-field";
import { useTechnicians } from "@web/features/orders/api/list-technicians";
import type { OrderFormValues } from "./order-form-values";

interface IntakeSectionProps {
  register: UseFormRegister<OrderFormValues>;
  errors: FieldErrors<OrderFormValues>;
}

/**
 * What the shop records when the device comes in (docs/product.md §3): how to tell it apart, what came
 * with it, its state, the unlock code the repair needs (hidden until asked for), who is responsible and
 * when it should be ready.
 */
export function IntakeSection({ register, errors }: IntakeSectionProps) {
  const technicians = useTechnicians();
  const technicianOptions = [
    { value: "", label: "Sem técnico definido" },
    ...(technicians.data ?? []).map((t) => ({ value: t.id, label: t.name })),
  ];
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="IMEI / número de série"
          autoComplete="off"
          error={errors.serialNumber?.message}
          {...register("serialNumber")}
        />
        <SelectField
          label="Técnico responsável"
          options={technicianOptions}
          error={errors.technicianId?.message}
          {...register("technicianId")}
        />
        <TextField label="Previsão" type="date" error={errors.expectedOn?.message} {...register("expectedOn")} />
        <UnlockCodeField register={register} error={errors.unlockCode?.message} />
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">Acessórios deixados</legend>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {ACCESSORIES.map((accessory) => (
            <label key={accessory} className="flex items-center gap-2 text-sm">
              <input type="checkbox" value={accessory} className="size-4" {...register("accessories")} />
              {ACCESSORY_LABELS[accessory]}
            </label>
          ))}
        </div>
      </fieldset>
      <TextField
        label="Outros acessórios"
        autoComplete="off"
        error={errors.accessoriesNote?.message}
        {...register("accessoriesNote")}
      />
      <TextareaField
        label="Estado de entrada"
        placeholder="Riscos, trincas, marcas de uso…"
        error={errors.arrivalCondition?.message}
        {...register("arrivalCondition")}
      />
    </>
  );
}

/** The customer's unlock code or pattern: masked until staff ask to see it. */
function UnlockCodeField({ register, error }: { register: UseFormRegister<OrderFormValues>; error?: string }) {
  const [shown, setShown] = useState(false);
  const id = useId();
  return (
    <div className="space-y-1.5">
      <Label.Root htmlFor={id} className="text-sm font-medium text-foreground">
        Senha de desbloqueio
      </Label.Root>
      <div className="flex gap-2">
        <Input
          id={id}
          type={shown ? "text" : "password"}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
          {...register("unlockCode")}
        />
        <Button
          variant="outline"
          size="icon"
          aria-pressed={shown}
          aria-label={shown ? "Ocultar senha de desbloqueio" : "Mostrar senha de desbloqueio"}
          onClick={() => setShown((value) => !value)}
        >
          {shown ? <EyeOff aria-hidden="true" className="size-4" /> : <Eye aria-hidden="true" className="size-4" />}
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        Só a equipe vê; apagada na entrega
      </p>
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

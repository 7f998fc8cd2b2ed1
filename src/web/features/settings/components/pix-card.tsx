import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";
import { PIX_KEY_TYPE_LABELS, PIX_KEY_TYPES } from "@shared/pix/pix-key";
import { RECEIVER_CITY_MAX, RECEIVER_NAME_MAX } from "@shared/pix/pix-receiver";
import { pixSettingsSchema, type PixSettings, type PixSettingsInput } from "@shared/pix/pix-settings";
import { Button } from "@web/components/ui/button";
import { RegionCard } from "@web/components/ui/region-card";
import { SelectField } from "@web/components/ui/select-field";
import { Spinner } from "@web/components/ui/spinner";
import { TextField } from "@web/components/ui/text-field";
import { notifyError } from "@web/lib/notify";
import { usePixSettings, useUpdatePixSettings } from "@web/features/settings/api/pix-settings";

const KEY_PLACEHOLDERS: Record<PixSettingsInput["keyType"], string> = {
  cpf: "000.000.000-00",
  cnpj: "00.000.000/0000-00",
  email: "pix@empresa.com.br",
  telefone: "(11) 98765-4321",
  aleatoria: "123e4567-e89b-12d3-a456-426614174000",
};

/** The shop's Pix (admin): the key its BR Codes carry, and the receiver's name and city (docs/decisions/038). */
export function PixCard() {
  const settings = usePixSettings();
  return (
    <RegionCard id="settings-pix" title="Pix">
      {settings.isError ? (
        <p className="text-sm text-muted-foreground">Erro ao carregar configurações do Pix</p>
      ) : (
        // The form shows at once, disabled until the saved settings arrive and fill it: the page below
        // does not move when they do (a link to a later section has already scrolled there).
        <PixForm
          key={settings.isPending ? "loading" : "loaded"}
          saved={settings.data ?? null}
          loading={settings.isPending}
        />
      )}
    </RegionCard>
  );
}

const valuesOf = (saved: PixSettings | null): PixSettingsInput =>
  saved ?? { keyType: "cpf", key: "", receiverName: "", receiverCity: "" };

function PixForm({ saved, loading }: { saved: PixSettings | null; loading: boolean }) {
  const update = useUpdatePixSettings();
  const { register, handleSubmit, formState, reset, control, getValues } = useForm<
    PixSettingsInput,
    unknown,
    PixSettings
  >({ resolver: zodResolver(pixSettingsSchema), defaultValues: valuesOf(saved) });
  const keyType = useWatch({ control, name: "keyType" });

  // What was typed goes to the server, which checks it with the same schema and keeps its BR Code form.
  const onSubmit = handleSubmit(() => {
    update.mutate(getValues(), {
      onSuccess: (answer) => {
        toast.success("Configurações do Pix salvas");
        reset(valuesOf(answer));
      },
      onError: (error) => notifyError("Erro ao salvar configurações do Pix", error),
    });
  });

  const { errors } = formState;
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4" aria-busy={loading}>
      <p className="text-sm text-muted-foreground">
        A chave Pix da loja vai nos códigos de &lsquo;Cobrar por Pix&rsquo; dos pedidos e nos recibos.
      </p>
      <fieldset disabled={loading} className="space-y-4">
        <SelectField
          label="Tipo de chave"
          required
          options={PIX_KEY_TYPES.map((type) => ({ value: type, label: PIX_KEY_TYPE_LABELS[type] }))}
          error={errors.keyType?.message}
          {...register("keyType")}
        />
        <TextField
          label="Chave Pix"
          required
          autoComplete="off"
          placeholder={KEY_PLACEHOLDERS[keyType]}
          error={errors.key?.message}
          {...register("key")}
        />
        <TextField
          label="Nome do recebedor"
          required
          hint={`Como aparece para quem paga: até ${RECEIVER_NAME_MAX} letras, sem acentos no código`}
          autoComplete="organization"
          error={errors.receiverName?.message}
          {...register("receiverName")}
        />
        <TextField
          label="Cidade do recebedor"
          required
          hint={`Até ${RECEIVER_CITY_MAX} letras`}
          autoComplete="address-level2"
          error={errors.receiverCity?.message}
          {...register("receiverCity")}
        />
        <Button type="submit" disabled={update.isPending}>
          {update.isPending && <Spinner />}
          {update.isPending ? "Salvando..." : "Salvar Pix"}
        </Button>
      </fieldset>
    </form>
  );
}

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch, type Control, type UseFormRegister, type UseFormSetValue } from "react-hook-form";
import { toast } from "sonner";
import { formatCents } from "@shared/money";
import { ORDER_STATUS_LABELS, type OrderStatus } from "@shared/value-sets";
import { whatsappTemplatesSchema, type WhatsappTemplatesInput } from "@shared/validation/whatsapp";
import {
  DEFAULT_WHATSAPP_TEMPLATES,
  renderWhatsappMessage,
  WHATSAPP_MOMENT_LABELS,
  WHATSAPP_MOMENTS,
  WHATSAPP_TEMPLATE_MAX,
  type WhatsappMoment,
  type WhatsappTemplates,
} from "@shared/whatsapp";
import { Button } from "@web/components/ui/button";
import { RegionCard } from "@web/components/ui/region-card";
import { Spinner } from "@web/components/ui/spinner";
import { TextareaField } from "@web/components/ui/textarea-field";
import { notifyError } from "@web/lib/notify";
import { useSaveWhatsappTemplates, useWhatsappTemplates } from "@web/features/settings/api/whatsapp-templates";

const PLACEHOLDER_HINTS = [
  ["{cliente}", "primeiro nome do cliente"],
  ["{os}", "número da OS"],
  ["{aparelho}", "marca e modelo"],
  ["{status}", "status do pedido"],
  ["{total}", "valor total"],
  ["{link}", "link de acompanhamento"],
  ["{saldo}", "saldo a pagar"],
  ["{pix}", "Pix copia e cola do saldo (sem saldo ou chave Pix, a linha é omitida)"],
] as const;

// A status each moment's message is sent in, so the preview reads as the customer would see it.
const SAMPLE_STATUS: Record<WhatsappMoment, OrderStatus> = {
  recebido: "novo",
  aguardando_aprovacao: "aguardando_aprovacao",
  em_andamento: "em_andamento",
  aguardando_peca: "aguardando_peca",
  pronto: "concluido",
  entregue: "entregue",
  cancelado: "cancelado",
  cobranca: "entregue",
};

function sampleValues(moment: WhatsappMoment) {
  return {
    cliente: "Maria",
    os: "00012",
    aparelho: "Samsung Galaxy S21",
    status: ORDER_STATUS_LABELS[SAMPLE_STATUS[moment]],
    total: formatCents(35000),
    link: `${location.origin}/acompanhar/exemplo`,
    saldo: formatCents(20000),
    pix: "00020126…6304ABCD",
  };
}

/** 'Mensagens do WhatsApp' (admin): what 'Enviar pelo WhatsApp' writes at each moment of the repair. */
export function WhatsappTemplatesCard() {
  const templates = useWhatsappTemplates();
  return (
    // Eight messages, each beside its preview: the whole width of the settings' grid.
    <div className="lg:col-span-2">
      <RegionCard id="settings-whatsapp" title="Mensagens do WhatsApp">
        {templates.isPending ? (
          <p role="status" className="text-sm text-muted-foreground">
            Carregando mensagens...
          </p>
        ) : templates.isError ? (
          <p className="text-sm text-muted-foreground">Erro ao carregar as mensagens do WhatsApp</p>
        ) : (
          <TemplatesForm templates={templates.data} />
        )}
      </RegionCard>
    </div>
  );
}

function TemplatesForm({ templates }: { templates: WhatsappTemplates }) {
  const save = useSaveWhatsappTemplates();
  const { register, handleSubmit, formState, reset, setValue, control } = useForm<WhatsappTemplatesInput>({
    resolver: zodResolver(whatsappTemplatesSchema),
    defaultValues: templates,
  });

  const onSubmit = handleSubmit((input) => {
    save.mutate(input, {
      onSuccess: (saved) => {
        toast.success("Mensagens do WhatsApp salvas com sucesso");
        reset(saved);
      },
      onError: (error) => notifyError("Erro ao salvar as mensagens do WhatsApp", error),
    });
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-6">
      <div className="space-y-2 text-sm text-muted-foreground">
        <p>
          Cada mensagem é usada conforme o status do pedido, com o link de acompanhamento; a de cobrança, em “Cobrar
          pelo WhatsApp” (A receber). Marcadores trocados pelos dados do pedido:
        </p>
        <ul className="grid gap-x-6 gap-y-1 sm:grid-cols-2 lg:grid-cols-3">
          {PLACEHOLDER_HINTS.map(([placeholder, meaning]) => (
            <li key={placeholder}>
              <code className="font-mono text-foreground">{placeholder}</code> {meaning}
            </li>
          ))}
        </ul>
      </div>
      {WHATSAPP_MOMENTS.map((moment) => (
        <TemplateField
          key={moment}
          moment={moment}
          control={control}
          register={register}
          setValue={setValue}
          error={formState.errors[moment]?.message}
        />
      ))}
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending && <Spinner />}
          {save.isPending ? "Salvando..." : "Salvar Mensagens"}
        </Button>
      </div>
    </form>
  );
}

interface TemplateFieldProps {
  moment: WhatsappMoment;
  control: Control<WhatsappTemplatesInput>;
  register: UseFormRegister<WhatsappTemplatesInput>;
  setValue: UseFormSetValue<WhatsappTemplatesInput>;
  error: string | undefined;
}

/** One moment's message, its preview with sample data as it is typed, and 'Restaurar padrão'. */
function TemplateField({ moment, control, register, setValue, error }: TemplateFieldProps) {
  const template = useWatch({ control, name: moment }) ?? "";
  const label = WHATSAPP_MOMENT_LABELS[moment];
  const isDefault = template.trim() === DEFAULT_WHATSAPP_TEMPLATES[moment];
  return (
    <div className="space-y-2 border-t border-border pt-4">
      <div className="grid gap-3 md:grid-cols-2">
        <TextareaField label={label} rows={5} maxLength={WHATSAPP_TEMPLATE_MAX} error={error} {...register(moment)} />
        <figure aria-label={`Prévia: ${label}`} className="space-y-1.5">
          <figcaption className="text-sm font-medium">Prévia</figcaption>
          <p className="rounded-md border border-border bg-accent p-3 text-sm whitespace-pre-wrap wrap-anywhere">
            {renderWhatsappMessage(template, sampleValues(moment))}
          </p>
        </figure>
      </div>
      <Button
        variant="link"
        size="inline"
        disabled={isDefault}
        aria-label={`Restaurar padrão: ${label}`}
        onClick={() =>
          setValue(moment, DEFAULT_WHATSAPP_TEMPLATES[moment], { shouldDirty: true, shouldValidate: true })
        }
      >
        Restaurar padrão
      </Button>
    </div>
  );
}

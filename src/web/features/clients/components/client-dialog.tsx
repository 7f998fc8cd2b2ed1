import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { formatCep, formatCpf, formatPhone } from "@shared/br-numbers";
import type { Client } from "@shared/client-types";
import { clientSchema } from "@shared/validation/client";
import { Button } from "@web/components/ui/button";
import { Dialog } from "@web/components/ui/dialog";
import { MaskedField } from "@web/components/ui/masked-field";
import { Spinner } from "@web/components/ui/spinner";
import { TextField } from "@web/components/ui/text-field";
import { notifyError } from "@web/lib/notify";
import { warnIfBlockedUrl } from "@web/lib/blocked-url";
import { useCreateClient } from "@web/features/clients/api/create-client";
import { useUpdateClient } from "@web/features/clients/api/update-client";

interface ClientDialogProps {
  /** The client being edited, or null for a new one. */
  client: Client | null;
  onClose: () => void;
}

/** New and edit client, validated with the shared client schema (the server applies the same one). */
export function ClientDialog({ client, onClose }: ClientDialogProps) {
  const createClient = useCreateClient();
  const updateClient = useUpdateClient();
  const pending = createClient.isPending || updateClient.isPending;
  const { register, handleSubmit, formState, getValues } = useForm({
    resolver: zodResolver(clientSchema),
    defaultValues: {
      name: client?.name ?? "",
      phone: formatPhone(client?.phone),
      address: client?.address ?? "",
      mapsLocation: client?.mapsLocation ?? "",
      email: client?.email ?? "",
      cpf: formatCpf(client?.cpf),
      cep: formatCep(client?.cep),
    },
  });

  const onInvalid = (invalid: typeof formState.errors) =>
    warnIfBlockedUrl(invalid.mapsLocation?.message, getValues("mapsLocation") ?? "");
  const onSubmit = handleSubmit((input) => {
    if (client) {
      updateClient.mutate(
        { id: client.id, input },
        {
          onSuccess: () => {
            toast.success("Cliente atualizado com sucesso");
            onClose();
          },
          onError: (error) => notifyError("Erro ao atualizar cliente", error),
        },
      );
    } else {
      createClient.mutate(input, {
        onSuccess: () => {
          toast.success("Sucesso", { description: "Cliente criado com sucesso" });
          onClose();
        },
        onError: (error) => notifyError("Erro ao criar cliente", error),
      });
    }
  }, onInvalid);

  const { errors } = formState;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={client ? "Editar Cliente" : "Novo Cliente"}>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
        <TextField label="Nome" required autoComplete="off" error={errors.name?.message} {...register("name")} />
        <MaskedField
          mask="phone"
          label="Telefone"
          required
          autoComplete="off"
          placeholder="(00) 00000-0000"
          error={errors.phone?.message}
          {...register("phone")}
        />
        <TextField
          label="Endereço"
          required
          autoComplete="off"
          error={errors.address?.message}
          {...register("address")}
        />
        <MaskedField
          mask="cep"
          label="CEP (opcional)"
          autoComplete="off"
          placeholder="00000-000"
          error={errors.cep?.message}
          {...register("cep")}
        />
        <TextField
          label="Localização no mapa (opcional)"
          type="url"
          placeholder="https://maps.google.com/..."
          error={errors.mapsLocation?.message}
          {...register("mapsLocation")}
        />
        <TextField
          label="E-mail (opcional)"
          type="email"
          autoComplete="off"
          error={errors.email?.message}
          {...register("email")}
        />
        <MaskedField
          mask="cpf"
          label="CPF (opcional)"
          autoComplete="off"
          placeholder="000.000.000-00"
          error={errors.cpf?.message}
          {...register("cpf")}
        />
        <div className="flex justify-end gap-3">
          <Button variant="outline" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" disabled={pending}>
            {pending && <Spinner />}
            {pending ? "Salvando..." : "Salvar"}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

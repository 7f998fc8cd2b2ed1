import { useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { X } from "lucide-react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { formatPhone } from "@shared/br-numbers";
import type { Client } from "@shared/client-types";
import { can } from "@shared/permissions";
import { ticketInputSchema } from "@shared/validation/ticket";
import { useCurrentUser } from "@web/lib/current-user";
import { Button } from "@web/components/ui/button";
import { Dialog } from "@web/components/ui/dialog";
import { MaskedField } from "@web/components/ui/masked-field";
import { Spinner } from "@web/components/ui/spinner";
import { TextField } from "@web/components/ui/text-field";
import { TextareaField } from "@web/components/ui/textarea-field";
import { notifyError } from "@web/lib/notify";
import { ClientCombobox } from "@web/features/clients/components/client-combobox";
import { useCreateTicket } from "@web/features/tickets/api/create-ticket";

/**
 * 'Novo Chamado'. A cliente's ticket is always theirs, so the form starts with their own name and
 * phone; staff pick a client on file (its details fill the form) or leave it to create a new one.
 */
export function NewTicketDialog({ onClose }: { onClose: () => void }) {
  const user = useCurrentUser();
  const canManageClients = can(user.role, "clients.manage");
  const createTicket = useCreateTicket();
  const [picked, setPicked] = useState<Client | null>(null);
  const { register, handleSubmit, formState, setValue } = useForm({
    resolver: zodResolver(ticketInputSchema),
    defaultValues: {
      clientName: canManageClients ? "" : user.name,
      brand: "",
      defect: "",
      phone: canManageClients ? "" : formatPhone(user.phone),
      address: "",
    },
  });

  function pick(client: Client) {
    setPicked(client);
    const fill = { shouldValidate: formState.isSubmitted };
    setValue("clientName", client.name, fill);
    setValue("phone", formatPhone(client.phone), fill);
    setValue("address", client.address ?? "", fill);
  }

  const onSubmit = handleSubmit((input) => {
    createTicket.mutate(
      { ...input, clientId: picked?.id },
      {
        onSuccess: () => {
          toast.success("Chamado criado com sucesso");
          onClose();
        },
        onError: (error) => notifyError("Erro ao criar chamado", error),
      },
    );
  });

  const { errors } = formState;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Novo Chamado"
      description="Descreva o equipamento e o defeito"
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
        {canManageClients &&
          (picked ? (
            <div className="flex items-center justify-between gap-3 rounded-md bg-accent px-3 py-2 text-sm">
              <p>
                <span className="text-muted-foreground">Cliente selecionado: </span>
                <span className="font-medium">{picked.name}</span>
              </p>
              <Button
                variant="ghost"
                size="icon"
                aria-label="Remover cliente selecionado"
                onClick={() => setPicked(null)}
              >
                <X aria-hidden="true" className="size-4" />
              </Button>
            </div>
          ) : (
            <ClientCombobox
              label="Cliente cadastrado (opcional)"
              placeholder="Buscar cliente por nome ou telefone"
              onSelect={pick}
            >
              <p className="text-sm text-muted-foreground">
                Sem um cliente escolhido, um novo cadastro é criado com os dados abaixo.
              </p>
            </ClientCombobox>
          ))}
        <TextField
          label="Nome do cliente"
          required
          autoComplete="off"
          // The picked client's name is the record's own; 'Remover' frees the field for a new client.
          readOnly={picked !== null}
          error={errors.clientName?.message}
          {...register("clientName")}
        />
        <MaskedField
          mask="phone"
          label="Telefone"
          required
          autoComplete="off"
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
        <TextField
          label="Marca do equipamento"
          required
          autoComplete="off"
          error={errors.brand?.message}
          {...register("brand")}
        />
        <TextareaField label="Defeito" required error={errors.defect?.message} {...register("defect")} />
        <div className="flex justify-end gap-3">
          <Button variant="outline" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" disabled={createTicket.isPending}>
            {createTicket.isPending && <Spinner />}
            {createTicket.isPending ? "Criando..." : "Criar Chamado"}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

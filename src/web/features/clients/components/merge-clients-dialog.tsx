import { useState } from "react";
import { toast } from "sonner";
import type { Client, ClientDetail } from "@shared/client-types";
import { Button } from "@web/components/ui/button";
import { ModalDialog } from "@web/components/ui/modal-dialog";
import { Spinner } from "@web/components/ui/spinner";
import { notifyError } from "@web/lib/notify";
import { useMergeClients } from "@web/features/clients/api/client-account";
import { ClientCombobox } from "./client-combobox";

/** 'Mesclar com outro cliente': a duplicate record's orders, tickets and account move to this one. */
export function MergeClientsDialog({ client, onClose }: { client: ClientDetail; onClose: () => void }) {
  const merge = useMergeClients();
  const [other, setOther] = useState<Client | null>(null);
  const sameOne = other?.id === client.id;
  return (
    <ModalDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Mesclar com outro cliente"
      description={`Escolha o cadastro repetido de ${client.name}. Os pedidos, chamados e a conta dele passam para este cadastro, e o outro é excluído.`}
    >
      <div className="space-y-4">
        <ClientCombobox
          label="Cliente repetido"
          placeholder="Buscar por nome, telefone, e-mail ou CPF"
          selected={other}
          onSelect={setOther}
          error={sameOne ? "Escolha outro cliente para mesclar" : undefined}
        />
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={onClose}>
            Cancelar
          </Button>
          <Button
            disabled={!other || sameOne || merge.isPending}
            onClick={() =>
              other &&
              merge.mutate(
                { id: client.id, otherId: other.id },
                {
                  onSuccess: () => {
                    toast.success("Clientes mesclados", { description: `${other.name} foi mesclado neste cadastro.` });
                    onClose();
                  },
                  onError: (error) => notifyError("Erro ao mesclar clientes", error),
                },
              )
            }
          >
            {merge.isPending && <Spinner />}
            Mesclar
          </Button>
        </div>
      </div>
    </ModalDialog>
  );
}

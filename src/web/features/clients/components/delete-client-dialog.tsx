import { toast } from "sonner";
import type { Client } from "@shared/client-types";
import { ConfirmDialog } from "@web/components/ui/confirm-dialog";
import { notifyError } from "@web/lib/notify";
import { useDeleteClient } from "@web/features/clients/api/delete-client";

interface DeleteClientDialogProps {
  client: Client | null;
  onClose: () => void;
  onDeleted?: () => void;
}

/** Asks first; the server refuses (409, with its reason in the toast) while the client has orders or tickets. */
export function DeleteClientDialog({ client, onClose, onDeleted }: DeleteClientDialogProps) {
  const deleteClient = useDeleteClient();

  function confirm() {
    if (!client) return;
    deleteClient.mutate(client.id, {
      onSuccess: () => {
        toast.success("Cliente excluído com sucesso");
        onClose();
        onDeleted?.();
      },
      onError: (error) => {
        notifyError("Erro ao excluir cliente", error);
        onClose();
      },
    });
  }

  return (
    <ConfirmDialog
      open={client !== null}
      onOpenChange={(open) => !open && onClose()}
      message="Tem certeza que deseja excluir este cliente?"
      confirmLabel="Excluir"
      pending={deleteClient.isPending}
      onConfirm={confirm}
    />
  );
}

import { toast } from "sonner";
import type { ClientDetail } from "@shared/client-types";
import { ModalConfirmDialog } from "@web/components/ui/modal-confirm-dialog";
import { notifyError } from "@web/lib/notify";
import { useUnlinkAccount } from "@web/features/clients/api/client-account";

/** 'Desvincular conta': the account stops seeing this record's orders and tickets. */
export function UnlinkAccountDialog({
  client,
  open,
  onOpenChange,
}: {
  client: ClientDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const unlink = useUnlinkAccount();
  return (
    <ModalConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Desvincular conta"
      message={`Desvincular a conta ${client.account?.email ?? ""}? Ela deixa de ver os pedidos e chamados deste cliente.`}
      confirmLabel="Desvincular"
      pending={unlink.isPending}
      onConfirm={() =>
        unlink.mutate(client.id, {
          onSuccess: () => {
            onOpenChange(false);
            toast.success("Conta desvinculada");
          },
          onError: (error) => notifyError("Erro ao desvincular conta", error),
        })
      }
    />
  );
}

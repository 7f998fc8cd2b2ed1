import { toast } from "sonner";
import { Button } from "@web/components/ui/button";
import { ModalDialog } from "@web/components/ui/modal-dialog";
import { Spinner } from "@web/components/ui/spinner";
import { TextField } from "@web/components/ui/text-field";
import { notifyError } from "@web/lib/notify";
import { useEmailInput } from "@web/lib/use-email-input";
import { useLinkAccount } from "@web/features/clients/api/client-account";

/** 'Vincular conta existente': the customer account, by its e-mail, that follows this record's orders. */
export function LinkAccountDialog({ clientId, onClose }: { clientId: string; onClose: () => void }) {
  const link = useLinkAccount();
  const { email, setEmail, error, submitted } = useEmailInput();
  const submit = (event: React.FormEvent) => {
    const address = submitted(event);
    if (!address) return;
    link.mutate(
      { id: clientId, email: address },
      {
        onSuccess: () => {
          toast.success("Conta vinculada", { description: "O cliente já vê os pedidos e chamados deste cadastro." });
          onClose();
        },
        onError: (error) => notifyError("Erro ao vincular conta", error),
      },
    );
  };
  return (
    <ModalDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Vincular conta existente"
      description="O e-mail da conta de cliente que o cliente criou no portal."
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        <TextField
          label="E-mail da conta"
          type="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={error}
        />
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" disabled={link.isPending}>
            {link.isPending && <Spinner />}
            Vincular
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";
import type { UserSummary } from "@shared/user-types";
import { emailChangeSchema } from "@shared/validation/user";
import { Button } from "@web/components/ui/button";
import { Dialog } from "@web/components/ui/dialog";
import { Spinner } from "@web/components/ui/spinner";
import { TextField } from "@web/components/ui/text-field";
import { notifyError } from "@web/lib/notify";
import { useChangeUserEmail } from "@web/features/users/api/change-user-email";

/** 'Alterar E-mail': the button stays disabled until a new address is typed (docs/product.md §5). */
export function ChangeEmailDialog({ user, onClose }: { user: UserSummary; onClose: () => void }) {
  const changeEmail = useChangeUserEmail();
  const { register, handleSubmit, formState, control } = useForm({
    resolver: zodResolver(emailChangeSchema),
    defaultValues: { email: "" },
  });
  const empty = useWatch({ control, name: "email" }).trim() === "";

  const onSubmit = handleSubmit(({ email }) => {
    changeEmail.mutate(
      { id: user.id, email },
      {
        onSuccess: () => {
          toast.success("E-mail alterado com sucesso");
          onClose();
        },
        onError: (error) => notifyError("Erro ao alterar e-mail", error),
      },
    );
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Alterar E-mail"
      description={user.email ? `E-mail atual: ${user.email}` : "Email não disponível"}
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
        <TextField
          label="Novo e-mail"
          required
          type="email"
          autoComplete="off"
          error={formState.errors.email?.message}
          {...register("email")}
        />
        <div className="flex justify-end gap-3">
          <Button variant="outline" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" disabled={empty || changeEmail.isPending}>
            {changeEmail.isPending && <Spinner />}
            Alterar E-mail
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

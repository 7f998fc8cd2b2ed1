import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { UserSummary } from "@shared/user-types";
import { passwordResetSchema } from "@shared/validation/user";
import { Button } from "@web/components/ui/button";
import { Dialog } from "@web/components/ui/dialog";
import { Spinner } from "@web/components/ui/spinner";
import { TextField } from "@web/components/ui/text-field";
import { notifyError } from "@web/lib/notify";
import { PASSWORD_HINT } from "@web/lib/password-hint";
import { useResetUserPassword } from "@web/features/users/api/reset-user-password";

/** 'Redefinir Senha': how a forgotten password is recovered until e-mail delivery exists (docs/product.md §2). */
export function ResetPasswordDialog({ user, onClose }: { user: UserSummary; onClose: () => void }) {
  const resetPassword = useResetUserPassword();
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(passwordResetSchema),
    defaultValues: { password: "" },
  });

  const onSubmit = handleSubmit(({ password }) => {
    resetPassword.mutate(
      { id: user.id, password },
      {
        onSuccess: () => {
          toast.success("Senha redefinida com sucesso");
          onClose();
        },
        onError: (error) => notifyError("Erro ao redefinir senha", error),
      },
    );
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Redefinir Senha"
      description={`Nova senha para ${user.name}`}
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
        <TextField
          label="Nova senha"
          required
          type="password"
          autoComplete="new-password"
          hint={PASSWORD_HINT}
          error={formState.errors.password?.message}
          {...register("password")}
        />
        <div className="flex justify-end gap-3">
          <Button variant="outline" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" disabled={resetPassword.isPending}>
            {resetPassword.isPending && <Spinner />}
            Redefinir Senha
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

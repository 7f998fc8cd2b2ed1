import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { passwordChangeSchema } from "@shared/validation/settings";
import { Button } from "@web/components/ui/button";
import { RegionCard } from "@web/components/ui/region-card";
import { Spinner } from "@web/components/ui/spinner";
import { TextField } from "@web/components/ui/text-field";
import { notifyError } from "@web/lib/notify";
import { PASSWORD_HINT } from "@web/lib/password-hint";
import { useChangePassword } from "@web/features/settings/api/change-password";

/** Changing one's own password: the current one proves it is the user, the new one follows the policy. */
export function SecurityCard() {
  const changePassword = useChangePassword();
  const { register, handleSubmit, formState, reset } = useForm({
    resolver: zodResolver(passwordChangeSchema),
    defaultValues: { currentPassword: "", newPassword: "" },
  });

  const onSubmit = handleSubmit((input) => {
    changePassword.mutate(input, {
      onSuccess: () => {
        toast.success("Senha alterada com sucesso");
        reset();
      },
      onError: (error) => notifyError("Erro ao alterar senha", error),
    });
  });

  const { errors } = formState;
  return (
    <RegionCard id="settings-security" title="Segurança">
      <p className="text-sm text-muted-foreground">Ao alterar a senha, as suas outras sessões são encerradas</p>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
        <TextField
          label="Senha atual"
          type="password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...register("currentPassword")}
        />
        <TextField
          label="Nova senha"
          type="password"
          autoComplete="new-password"
          hint={PASSWORD_HINT}
          error={errors.newPassword?.message}
          {...register("newPassword")}
        />
        <div className="flex justify-end">
          <Button type="submit" disabled={changePassword.isPending}>
            {changePassword.isPending && <Spinner />}
            Alterar Senha
          </Button>
        </div>
      </form>
    </RegionCard>
  );
}

import { PAGE } from "@shared/page-paths";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { useResetPassword } from "./api/password-reset";
import { AuthCard, AuthLink } from "./components/auth-card";
import { NewPasswordForm } from "./components/new-password-form";
import { useLinkToken } from "./link-token";

/** The reset link (1 hour, one use): a new password, then the login, as every session was ended. */
export function ResetPasswordPage() {
  const token = useLinkToken();
  const reset = useResetPassword();
  const navigate = useNavigate();
  return (
    <AuthCard title="Redefinir senha" subtitle="Escolha uma nova senha para sua conta">
      <NewPasswordForm
        submitLabel="Redefinir senha"
        pending={reset.isPending}
        error={reset.error}
        onSubmit={({ password }) =>
          reset.mutateAsync({ token, password }).then(async () => {
            toast.success("Senha redefinida com sucesso", { description: "Entre com a nova senha." });
            await navigate(PAGE.signIn, { replace: true });
          })
        }
      />
      <p className="mt-6 text-center text-sm">
        <AuthLink to={PAGE.forgotPassword}>Pedir um novo link</AuthLink>
      </p>
    </AuthCard>
  );
}

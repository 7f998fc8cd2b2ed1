import { PAGE } from "@shared/page-paths";
import { toast } from "sonner";
import { LoadingScreen } from "@web/components/ui/loading-screen";
import { useConfirmation, useConfirmEmail } from "./api/confirm-email";
import { AuthCard, AuthLink } from "./components/auth-card";
import { NewPasswordForm } from "./components/new-password-form";
import { useLinkToken } from "./link-token";

/**
 * The confirmation link: whoever holds the address chooses the account's password, then lands on the
 * site root signed in (docs/decisions/032). Opening the link alone changes nothing.
 */
export function ConfirmEmailPage() {
  const token = useLinkToken();
  const confirmation = useConfirmation(token);
  const confirm = useConfirmEmail();

  if (confirmation.isPending) return <LoadingScreen />;
  if (confirmation.isError)
    return (
      <AuthCard title="Confirmação de e-mail" subtitle="Assistência Técnica">
        <div className="space-y-4 text-center">
          <p role="alert" className="rounded-md border border-destructive px-3 py-2 text-sm text-destructive">
            {confirmation.error.message}
          </p>
          <p className="text-sm text-muted-foreground">
            Entre na sua conta e use 'Reenviar e-mail' para receber um novo link.
          </p>
          <AuthLink to={PAGE.signIn}>Ir para o login</AuthLink>
        </div>
      </AuthCard>
    );

  return (
    <AuthCard title="Confirmação de e-mail" subtitle="Escolha a senha da sua conta para confirmar o e-mail.">
      <div className="mb-4 space-y-2 text-sm">
        <p>
          E-mail: <strong className="break-all">{confirmation.data.email}</strong>
        </p>
        <p className="text-muted-foreground">
          Se foi você quem criou a conta, pode repetir a senha do cadastro. Ao confirmar, a conta passa a entrar só com
          a senha escolhida aqui e outras sessões abertas nela são encerradas.
        </p>
      </div>
      <NewPasswordForm
        submitLabel="Confirmar e-mail"
        pending={confirm.isPending}
        error={confirm.error}
        onSubmit={({ password }) =>
          confirm.mutateAsync({ token, password }).then(() => toast.success("E-mail confirmado com sucesso"))
        }
      />
    </AuthCard>
  );
}

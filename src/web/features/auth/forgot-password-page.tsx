import { PAGE } from "@shared/page-paths";
import { Button } from "@web/components/ui/button";
import { Spinner } from "@web/components/ui/spinner";
import { TextField } from "@web/components/ui/text-field";
import { useEmailInput } from "@web/lib/use-email-input";
import { useMailStatus } from "./api/mail-status";
import { useRequestPasswordReset } from "./api/password-reset";
import { AuthCard, AuthLink } from "./components/auth-card";
import { AuthError, notifyRateLimit } from "./components/auth-error";

/** 'Esqueci minha senha': a reset link by e-mail, with the same answer whether the address exists or not. */
export function ForgotPasswordPage() {
  const mail = useMailStatus();
  const request = useRequestPasswordReset();
  const { email, setEmail, error, submitted } = useEmailInput();

  const submit = (event: React.FormEvent) => {
    const address = submitted(event);
    if (address) request.mutate(address, { onError: notifyRateLimit });
  };

  return (
    <AuthCard title="Esqueci minha senha" subtitle="Enviaremos um link para você criar uma nova senha">
      {mail.data?.configured === false ? (
        <p role="status" className="rounded-md border px-3 py-2 text-sm">
          O envio de e-mails não está configurado nesta loja. Peça ao administrador para redefinir sua senha.
        </p>
      ) : request.isSuccess ? (
        <p role="status" className="rounded-md border border-primary px-3 py-2 text-sm">
          {request.data.message}
        </p>
      ) : (
        <form noValidate onSubmit={submit} className="space-y-4">
          <TextField
            label="E-mail"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={error}
          />
          <AuthError error={request.error} />
          <Button type="submit" className="w-full" disabled={request.isPending || mail.isPending}>
            {request.isPending && <Spinner />}
            Enviar link
          </Button>
        </form>
      )}
      <p className="mt-6 text-center text-sm">
        <AuthLink to={PAGE.signIn}>Voltar para o login</AuthLink>
      </p>
    </AuthCard>
  );
}

import { PAGE } from "@shared/page-paths";
import { LoadingScreen } from "@web/components/ui/loading-screen";
import { useAcceptInvitation, useInvitation } from "./api/invitation";
import { AuthCard, AuthLink } from "./components/auth-card";
import { NewPasswordForm } from "./components/new-password-form";
import { useLinkToken } from "./link-token";

/** 'Convidar para o portal': the customer sets a password and lands on their orders, signed in. */
export function InvitationPage() {
  const token = useLinkToken();
  const invitation = useInvitation(token);
  const accept = useAcceptInvitation();

  if (invitation.isPending) return <LoadingScreen />;
  if (invitation.isError)
    return (
      <AuthCard title="Convite para o portal" subtitle="Assistência Técnica">
        <div className="space-y-4 text-center">
          <p role="alert" className="rounded-md border border-destructive px-3 py-2 text-sm text-destructive">
            {invitation.error.message}
          </p>
          <p className="text-sm text-muted-foreground">Peça à loja um novo convite, ou entre se já criou sua senha.</p>
          <AuthLink to={PAGE.signIn}>Ir para o login</AuthLink>
        </div>
      </AuthCard>
    );

  const { name, email } = invitation.data;
  return (
    <AuthCard
      title="Convite para o portal"
      subtitle={`Olá, ${name.split(" ")[0]}! Crie sua senha para acompanhar seus pedidos.`}
    >
      {email && (
        <p className="mb-4 text-sm">
          Sua conta: <strong>{email}</strong>
        </p>
      )}
      <NewPasswordForm
        askEmail={!email}
        submitLabel="Criar conta"
        pending={accept.isPending}
        error={accept.error}
        onSubmit={({ password, email: typed }) => accept.mutateAsync({ token, password, email: typed })}
      />
    </AuthCard>
  );
}

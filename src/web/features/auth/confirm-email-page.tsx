import { useEffect, useRef } from "react";
import { toast } from "sonner";
import { Spinner } from "@web/components/ui/spinner";
import { useConfirmEmail } from "./api/confirm-email";
import { AuthCard, AuthLink } from "./components/auth-card";
import { useLinkToken } from "./link-token";

/** The confirmation link: confirms the address and lands on the site root, signed in (docs/product.md §7). */
export function ConfirmEmailPage() {
  const token = useLinkToken();
  const confirm = useConfirmEmail();
  const sent = useRef(false);
  useEffect(() => {
    // Once, even when React runs the effect twice in development: the link is for one use.
    if (sent.current) return;
    sent.current = true;
    confirm.mutate(token, { onSuccess: () => toast.success("E-mail confirmado com sucesso") });
  }, [confirm, token]);

  return (
    <AuthCard title="Confirmação de e-mail" subtitle="Assistência Técnica">
      {confirm.isError ? (
        <div className="space-y-4 text-center">
          <p role="alert" className="rounded-md border border-destructive px-3 py-2 text-sm text-destructive">
            {confirm.error.message}
          </p>
          <p className="text-sm text-muted-foreground">
            Entre na sua conta e use 'Reenviar e-mail' para receber um novo link.
          </p>
          <AuthLink to="/auth">Ir para o login</AuthLink>
        </div>
      ) : (
        <p role="status" className="flex items-center justify-center gap-2 text-sm">
          <Spinner /> Confirmando seu e-mail...
        </p>
      )}
    </AuthCard>
  );
}

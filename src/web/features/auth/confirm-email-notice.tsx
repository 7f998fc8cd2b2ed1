import { MailWarning } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@web/components/ui/button";
import { Spinner } from "@web/components/ui/spinner";
import { notifyError } from "@web/lib/notify";
import { useResendConfirmation } from "@web/features/auth/api/confirm-email";
import { useSession } from "@web/features/auth/api/get-session";

/**
 * A customer whose address is not confirmed (with e-mail configured): until they follow the link,
 * their account is not linked to the shop's records of them (docs/decisions/028).
 */
export function ConfirmEmailNotice() {
  const session = useSession();
  const resend = useResendConfirmation();
  if (!session.data?.confirmEmail || !session.data.user) return null;
  return (
    <section
      aria-labelledby="confirm-email-title"
      className="mb-4 flex flex-col gap-3 rounded-lg border border-amber-500/60 bg-amber-50 p-4 text-sm text-amber-950 sm:flex-row sm:items-center dark:bg-amber-950/30 dark:text-amber-100"
    >
      <MailWarning aria-hidden="true" className="size-5 shrink-0" />
      <div className="flex-1">
        <h2 id="confirm-email-title" className="font-semibold">
          Confirme seu e-mail
        </h2>
        <p>
          Abra o link de confirmação enviado para <strong>{session.data.user.email}</strong>: assim os pedidos que a
          loja tem em seu nome aparecem aqui e você recebe os avisos por e-mail. Não chegou? Peça outro.
        </p>
      </div>
      <Button
        variant="outline"
        disabled={resend.isPending}
        onClick={() =>
          resend.mutate(undefined, {
            onSuccess: () => toast.success("E-mail reenviado", { description: "Confira sua caixa de entrada." }),
            onError: (error) => notifyError("Erro ao reenviar e-mail", error),
          })
        }
      >
        {resend.isPending && <Spinner />}
        Reenviar e-mail
      </Button>
    </section>
  );
}

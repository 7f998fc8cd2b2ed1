import { RotateCw } from "lucide-react";
import { toast } from "sonner";
import { OUTBOX_STATUS_LABELS, type OutboxItem } from "@shared/mail";
import { Button } from "@web/components/ui/button";
import { Spinner } from "@web/components/ui/spinner";
import { formatDateTime } from "@web/lib/format-time";
import { notifyError } from "@web/lib/notify";
import { useResendMail } from "@web/features/settings/api/outbox";

/**
 * One message: who it went to, what became of it, its text, and 'Reenviar' when sending it again
 * makes sense (the server says: never a one-use link that is gone or can no longer be used).
 */
export function OutboxRow({ item }: { item: OutboxItem }) {
  const resend = useResendMail();
  return (
    <li className="space-y-1 p-3 text-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium break-words">{item.subject}</p>
          <p className="break-all text-muted-foreground">Para: {item.to}</p>
        </div>
        <span className="rounded-full border px-2 py-0.5 text-xs font-medium">{OUTBOX_STATUS_LABELS[item.status]}</span>
      </div>
      <p className="text-muted-foreground">
        {formatDateTime(item.createdAt)}
        {item.sentAt && ` · enviado em ${formatDateTime(item.sentAt)}`} · {item.attempts}{" "}
        {item.attempts === 1 ? "tentativa" : "tentativas"}
      </p>
      {item.lastError && <p className="break-words text-destructive">Último erro: {item.lastError}</p>}
      <details>
        <summary className="cursor-pointer text-foreground underline underline-offset-4 hover:text-primary-strong">
          Ver mensagem
        </summary>
        <pre className="mt-2 font-sans text-sm break-words whitespace-pre-wrap">{item.text}</pre>
      </details>
      {item.resendable ? (
        <Button
          variant="outline"
          disabled={resend.isPending}
          onClick={() =>
            resend.mutate(item.id, {
              onSuccess: () => toast.success("E-mail na fila para reenvio"),
              onError: (error) => notifyError("Erro ao reenviar e-mail", error),
            })
          }
        >
          {resend.isPending ? <Spinner /> : <RotateCw aria-hidden="true" className="size-4" />}
          Reenviar
        </Button>
      ) : (
        (item.status === "failed" || item.status === "held") && (
          <p className="text-muted-foreground">
            Não pode ser reenviado: o link de uso único expirou ou já foi usado. Gere um novo link.
          </p>
        )
      )}
    </li>
  );
}

import { RotateCw } from "lucide-react";
import { toast } from "sonner";
import { OUTBOX_STATUS_LABELS, type OutboxItem } from "@shared/mail";
import { Button } from "@web/components/ui/button";
import { RegionCard } from "@web/components/ui/region-card";
import { Spinner } from "@web/components/ui/spinner";
import { formatDateTime } from "@web/lib/format-time";
import { notifyError } from "@web/lib/notify";
import { useOutbox, useResendMail } from "@web/features/settings/api/outbox";

/**
 * 'E-mails' (admin): what the app wrote and what became of it. Without SMTP_URL the messages stay
 * here to be read (docs/decisions/028).
 */
export function OutboxCard() {
  const outbox = useOutbox();
  const configured = outbox.data?.pages[0]?.configured;
  const items = outbox.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <RegionCard id="settings-outbox" title="E-mails">
      {configured === false && (
        <p role="status" className="rounded-md border px-3 py-2 text-sm">
          O envio de e-mails não está configurado (SMTP_URL). As mensagens ficam aqui para leitura e não são enviadas.
        </p>
      )}
      {outbox.isPending ? (
        <p role="status" className="text-sm text-muted-foreground">
          Carregando e-mails...
        </p>
      ) : outbox.isError ? (
        <p className="text-sm text-muted-foreground">Erro ao carregar e-mails</p>
      ) : items.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nenhum e-mail ainda</p>
      ) : (
        <ul aria-label="E-mails" className="divide-y divide-border rounded-md border border-border">
          {items.map((item) => (
            <OutboxRow key={item.id} item={item} />
          ))}
        </ul>
      )}
      {outbox.hasNextPage && (
        <Button variant="outline" onClick={() => void outbox.fetchNextPage()} disabled={outbox.isFetchingNextPage}>
          {outbox.isFetchingNextPage && <Spinner />}
          Carregar mais
        </Button>
      )}
    </RegionCard>
  );
}

function OutboxRow({ item }: { item: OutboxItem }) {
  const resend = useResendMail();
  const canResend = item.status === "failed" || item.status === "held" || item.status === "sent";
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
      {canResend && (
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
      )}
    </li>
  );
}

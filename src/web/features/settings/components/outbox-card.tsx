import { Button } from "@web/components/ui/button";
import { RegionCard } from "@web/components/ui/region-card";
import { Spinner } from "@web/components/ui/spinner";
import { useOutbox } from "@web/features/settings/api/outbox";
import { OutboxRow } from "./outbox-row";

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

import { useId, useLayoutEffect, useRef } from "react";
import { MapPin, Phone, User } from "lucide-react";
import { formatPhone } from "@shared/br-numbers";
import { NEXT_TICKET_STATUS, type Ticket } from "@shared/ticket-types";
import type { TicketStatus } from "@shared/value-sets";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { Spinner } from "@web/components/ui/spinner";
import { formatDay } from "@web/lib/format";
import { TicketStatusBadge } from "./ticket-status-badge";

// The button that moves a ticket to each next status (docs/product.md §4).
const MOVE_LABELS: Partial<Record<TicketStatus, string>> = { em_analise: "Analisar", resolvido: "Resolver" };

interface TicketCardProps {
  ticket: Ticket;
  /** Staff move the status; without it the card offers no button. */
  onMove?: (ticket: Ticket, status: TicketStatus) => void;
  moving?: boolean;
  /** The status this card's ticket was moved from: once it shows another, the card takes focus. */
  movedFrom?: TicketStatus;
  /** Called once the card has taken focus after a move. */
  onMoveShown?: () => void;
}

export function TicketCard({ ticket, onMove, moving = false, movedFrom, onMoveShown }: TicketCardProps) {
  const headingId = useId();
  const card = useRef<HTMLDivElement>(null);
  const moveButton = useRef<HTMLButtonElement>(null);
  const next = NEXT_TICKET_STATUS[ticket.status];
  const moveLabel = next && MOVE_LABELS[next];

  // After 'Analisar' focus stays on the same button, now 'Resolver'; after 'Resolver', which leaves no
  // button, it goes to the card. Before paint, so it never falls to the page's body in between.
  useLayoutEffect(() => {
    if (movedFrom === undefined || movedFrom === ticket.status) return;
    (moveButton.current ?? card.current)?.focus();
    onMoveShown?.();
  }, [movedFrom, ticket.status, onMoveShown]);

  return (
    <Card ref={card} role="article" tabIndex={-1} aria-labelledby={headingId} className="flex flex-col gap-3 p-5">
      <div className="flex items-start justify-between gap-3">
        <h2 id={headingId} className="font-semibold break-words">
          {ticket.subject}
        </h2>
        <TicketStatusBadge status={ticket.status} />
      </div>
      <ul className="space-y-1 text-sm">
        <li className="flex items-center gap-2">
          <User aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
          <span className="sr-only">Cliente: </span>
          {ticket.client.name}
        </li>
        {ticket.client.phone && (
          <li className="flex items-center gap-2">
            <Phone aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
            <span className="sr-only">Telefone: </span>
            {formatPhone(ticket.client.phone)}
          </li>
        )}
        {ticket.client.address && (
          <li className="flex items-center gap-2">
            <MapPin aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
            <span className="sr-only">Endereço: </span>
            {ticket.client.address}
          </li>
        )}
      </ul>
      {/* Plain text, line breaks kept: whatever was typed is never read as markup. */}
      <p className="rounded-md bg-accent p-3 text-sm break-words whitespace-pre-line">{ticket.description}</p>
      <div className="mt-auto flex items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">Aberto em {formatDay(ticket.createdAt)}</p>
        {onMove && next && moveLabel && (
          // aria-disabled, not disabled, while it runs: a disabled button would lose the focus.
          <Button
            ref={moveButton}
            variant="outline"
            aria-disabled={moving || undefined}
            onClick={() => !moving && onMove(ticket, next)}
          >
            {moving && <Spinner />}
            {moveLabel}
          </Button>
        )}
      </div>
    </Card>
  );
}

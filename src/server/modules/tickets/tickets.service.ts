import { eq } from "drizzle-orm";
import type { SessionUser } from "@shared/api-types";
import { can } from "@shared/permissions";
import type { Page } from "@shared/paging";
import { NEXT_TICKET_STATUS, ticketText, type Ticket } from "@shared/ticket-types";
import { TICKET_STATUS_LABELS, type TicketStatus } from "@shared/value-sets";
import type { TicketInput } from "@shared/validation/ticket";
import type { Db } from "@server/db/client";
import { clients } from "@server/db/schema/shop";
import { tickets } from "@server/db/schema/tickets";
import { AppError } from "@server/errors";
import { containsPattern, offsetOf, type Paging } from "@server/lib/paging";
import { countRows } from "@server/lib/row-counts.queries";
import { ownRecordForWrite } from "@server/modules/clients/customer-client.queries";
import { customerScope } from "@server/modules/clients/customer-scope.queries";
import { notifyClientAccount, notifyStaff } from "@server/modules/notifications/notifications.service";
import { newTicketNews, ticketStatusNews } from "./ticket-news";
import {
  countFilteredTickets,
  filteredTickets,
  newestTickets,
  ticketColumns,
  toTicket,
  type TicketFilters,
} from "./ticket-list.queries";

const TICKET_NOT_FOUND = "Chamado não encontrado";

interface ListOptions {
  db: Db;
  user: SessionUser;
  search?: string;
  status?: TicketStatus;
  paging: Paging;
}

export async function listTickets({ db, user, search, status, paging }: ListOptions): Promise<Page<Ticket>> {
  const scope = await customerScope(db, user);
  if (scope.kind === "none") return { items: [], total: 0, ...paging };
  const filters: TicketFilters = {
    ownClientId: scope.kind === "own" ? scope.clientId : undefined,
    status,
    pattern: search ? containsPattern(search) : undefined,
  };
  const everything = scope.kind === "all" && !filters.pattern;
  const limits = { limit: paging.pageSize, offset: offsetOf(paging) };
  const [rows, total] = await Promise.all([
    everything && !status ? newestTickets(db).execute(limits) : filteredTickets(db, filters, limits),
    everything ? countRows(db, "tickets", status) : countFilteredTickets(db, filters),
  ]);
  return { items: rows.map(toTicket), total, ...paging };
}

async function getTicket(db: Db, id: string): Promise<Ticket> {
  const [row] = await db
    .select(ticketColumns)
    .from(tickets)
    .innerJoin(clients, eq(clients.id, tickets.clientId))
    .where(eq(tickets.id, id));
  if (!row) throw new AppError("NOT_FOUND", TICKET_NOT_FOUND);
  return toTicket(row);
}

/**
 * A cliente's ticket belongs to their own client record (filled in with the phone and address they
 * gave, where it had none; created if the sign-up missed it); staff, who manage clients, pick a client
 * or create one from the dialog's fields.
 */
export async function createTicket({
  db,
  user,
  input,
}: {
  db: Db;
  user: SessionUser;
  input: TicketInput;
}): Promise<Ticket> {
  const { subject, description } = ticketText(input);
  const id = await db.transaction(async (tx) => {
    let clientId: string;
    if (!can(user.role, "clients.manage")) {
      clientId = await ownRecordForWrite(tx, user);
      const [own] = await tx.select().from(clients).where(eq(clients.id, clientId));
      if (own && (!own.phone || !own.address)) {
        await tx
          .update(clients)
          .set({ phone: own.phone ?? input.phone, address: own.address ?? input.address })
          .where(eq(clients.id, clientId));
      }
    } else if (input.clientId) {
      const [existing] = await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, input.clientId));
      if (!existing) throw new AppError("VALIDATION_ERROR", "Cliente não encontrado");
      clientId = existing.id;
    } else {
      const [created] = await tx
        .insert(clients)
        .values({ name: input.clientName, phone: input.phone, address: input.address })
        .returning({ id: clients.id });
      clientId = created!.id;
    }
    const [ticket] = await tx
      .insert(tickets)
      .values({ clientId, createdBy: user.id, subject, description })
      .returning({ id: tickets.id });
    const news = newTicketNews(subject);
    await notifyStaff({ db: tx, message: news.message, exceptUserId: user.id, mail: news.mail });
    return ticket!.id;
  });
  return getTicket(db, id);
}

/** Moves a ticket one step along aberto → em_analise → resolvido; any other move is refused. */
export async function changeTicketStatus({
  db,
  id,
  status,
}: {
  db: Db;
  id: string;
  status: TicketStatus;
}): Promise<Ticket> {
  await db.transaction(async (tx) => {
    const [ticket] = await tx.select().from(tickets).where(eq(tickets.id, id)).for("update");
    if (!ticket) throw new AppError("NOT_FOUND", TICKET_NOT_FOUND);
    if (NEXT_TICKET_STATUS[ticket.status] !== status) {
      throw new AppError(
        "CONFLICT",
        `Não é possível mudar o chamado de ${TICKET_STATUS_LABELS[ticket.status]} para ${TICKET_STATUS_LABELS[status]}`,
      );
    }
    await tx.update(tickets).set({ status, updatedAt: new Date() }).where(eq(tickets.id, id));
    const news = ticketStatusNews(ticket.subject, status);
    await notifyClientAccount({ db: tx, clientId: ticket.clientId, message: news.message, mail: news.mail });
  });
  return getTicket(db, id);
}

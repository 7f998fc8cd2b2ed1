import { and, count, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { SessionUser } from "../../../shared/api-types";
import type { Page } from "../../../shared/paging";
import { NEXT_TICKET_STATUS, ticketText, type Ticket } from "../../../shared/ticket-types";
import { TICKET_STATUS_LABELS, type TicketStatus } from "../../../shared/value-sets";
import type { TicketInput } from "../../../shared/validation/ticket";
import type { Db } from "../../db/client";
import { preparedPerDb } from "../../db/prepared";
import { clients, tickets } from "../../db/schema/shop";
import { AppError } from "../../errors";
import { containsPattern, offsetOf, type Paging } from "../../lib/paging";
import { readRowCounts } from "../../lib/row-counts";
import { ensureCustomerClient, findCustomerClientId } from "../clients/customer-client";
import { notifyClientAccount, notifyStaff } from "../notifications/notifications.service";

const TICKET_NOT_FOUND = "Chamado não encontrado";
const columns = { ticket: tickets, client: { id: clients.id, name: clients.name, phone: clients.phone, address: clients.address } };

function toTicket(row: { ticket: typeof tickets.$inferSelect; client: Ticket["client"] }): Ticket {
  const { ticket, client } = row;
  return { id: ticket.id, subject: ticket.subject, description: ticket.description, status: ticket.status, createdAt: ticket.createdAt.toISOString(), client };
}

/** Staff see every ticket; a cliente only their own client record's (GUIDE §4.4). */
async function ticketScope(db: Db, user: SessionUser): Promise<SQL | undefined | null> {
  if (user.role !== "cliente") return undefined;
  const clientId = await findCustomerClientId(db, user.id);
  return clientId ? eq(tickets.clientId, clientId) : null;
}

interface ListOptions {
  db: Db;
  user: SessionUser;
  search?: string;
  status?: TicketStatus;
  paging: Paging;
}

export async function listTickets({ db, user, search, status, paging }: ListOptions): Promise<Page<Ticket>> {
  const scope = await ticketScope(db, user);
  if (scope === null) return { items: [], total: 0, ...paging };
  const pattern = search ? containsPattern(search) : undefined;
  const where = and(
    scope,
    status ? eq(tickets.status, status) : undefined,
    pattern ? or(ilike(tickets.subject, pattern), ilike(tickets.description, pattern), ilike(clients.name, pattern)) : undefined,
  );
  const everything = scope === undefined && !pattern && !status;
  const limits = { limit: paging.pageSize, offset: offsetOf(paging) };
  const [rows, total] = await Promise.all([
    everything
      ? newestTickets(db).execute(limits)
      : db.select(columns).from(tickets).innerJoin(clients, eq(clients.id, tickets.clientId)).where(where)
          .orderBy(desc(tickets.createdAt), desc(tickets.id)).limit(limits.limit).offset(limits.offset),
    scope === undefined && !pattern ? countAllTickets(db, status) : countTickets(db, where),
  ]);
  return { items: rows.map(toTicket), total, ...paging };
}

// What staff's ticket screen opens with: prepared once (db/prepared.ts).
const newestTickets = preparedPerDb((db) =>
  db.select(columns).from(tickets).innerJoin(clients, eq(clients.id, tickets.clientId))
    .orderBy(desc(tickets.createdAt), desc(tickets.id)).limit(sql.placeholder("limit")).offset(sql.placeholder("offset"))
    .prepare("tickets_newest"),
);

/** Staff's unfiltered list (or one status of it): the trigger-kept count, not a count of every ticket. */
async function countAllTickets(db: Db, status?: TicketStatus): Promise<number> {
  const { tickets: counted } = await readRowCounts(db, ["tickets"]);
  return status ? (counted.byStatus[status] ?? 0) : counted.total;
}

async function countTickets(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(tickets).innerJoin(clients, eq(clients.id, tickets.clientId)).where(where);
  return row?.n ?? 0;
}

async function getTicket(db: Db, id: string): Promise<Ticket> {
  const [row] = await db.select(columns).from(tickets).innerJoin(clients, eq(clients.id, tickets.clientId)).where(eq(tickets.id, id));
  if (!row) throw new AppError("NOT_FOUND", TICKET_NOT_FOUND);
  return toTicket(row);
}

/**
 * A cliente's ticket belongs to their own client record (filled in with the phone and address they
 * gave, where it had none); staff pick a client or create one from the dialog's fields.
 */
export async function createTicket({ db, user, input }: { db: Db; user: SessionUser; input: TicketInput }): Promise<Ticket> {
  const { subject, description } = ticketText(input);
  const id = await db.transaction(async (tx) => {
    let clientId: string;
    if (user.role === "cliente") {
      clientId = await ensureCustomerClient(tx, { userId: user.id, name: user.name, phone: user.phone });
      const [own] = await tx.select().from(clients).where(eq(clients.id, clientId));
      if (own && (!own.phone || !own.address)) {
        await tx.update(clients).set({ phone: own.phone ?? input.phone, address: own.address ?? input.address }).where(eq(clients.id, clientId));
      }
    } else if (input.clientId) {
      const [existing] = await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, input.clientId));
      if (!existing) throw new AppError("VALIDATION_ERROR", "Cliente não encontrado");
      clientId = existing.id;
    } else {
      const [created] = await tx.insert(clients).values({ name: input.clientName, phone: input.phone, address: input.address }).returning({ id: clients.id });
      clientId = created!.id;
    }
    const [ticket] = await tx.insert(tickets).values({ clientId, createdBy: user.id, subject, description }).returning({ id: tickets.id });
    await notifyStaff(tx, { title: "Novo chamado", body: subject, link: "/tickets" }, user.id);
    return ticket!.id;
  });
  return getTicket(db, id);
}

/** Moves a ticket one step along aberto → em_analise → resolvido; any other move is refused. */
export async function changeTicketStatus({ db, id, status }: { db: Db; id: string; status: TicketStatus }): Promise<Ticket> {
  await db.transaction(async (tx) => {
    const [ticket] = await tx.select().from(tickets).where(eq(tickets.id, id)).for("update");
    if (!ticket) throw new AppError("NOT_FOUND", TICKET_NOT_FOUND);
    if (NEXT_TICKET_STATUS[ticket.status] !== status) {
      throw new AppError("CONFLICT", `Não é possível mudar o chamado de ${TICKET_STATUS_LABELS[ticket.status]} para ${TICKET_STATUS_LABELS[status]}`);
    }
    await tx.update(tickets).set({ status, updatedAt: new Date() }).where(eq(tickets.id, id));
    await notifyClientAccount(tx, ticket.clientId, { title: "Chamado atualizado", body: `${ticket.subject}: ${TICKET_STATUS_LABELS[status]}`, link: "/tickets" });
  });
  return getTicket(db, id);
}

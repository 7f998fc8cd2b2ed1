import { and, count, desc, eq, ilike, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { SessionUser } from "@shared/api-types";
import { can } from "@shared/permissions";
import type { Page } from "@shared/paging";
import { NEXT_TICKET_STATUS, ticketText, type Ticket } from "@shared/ticket-types";
import { TICKET_STATUS_LABELS, type TicketStatus } from "@shared/value-sets";
import type { TicketInput } from "@shared/validation/ticket";
import type { Db } from "@server/db/client";
import { preparedPerDb, preparedShapes, UNNAMED } from "@server/db/prepared";
import { clients } from "@server/db/schema/shop";
import { tickets } from "@server/db/schema/tickets";
import { AppError } from "@server/errors";
import { containsPattern, offsetOf, type Paging } from "@server/lib/paging";
import { countRows } from "@server/lib/row-counts.queries";
import { ownRecordForWrite } from "@server/modules/clients/customer-client.queries";
import { customerScope } from "@server/modules/clients/customer-scope.queries";
import { notifyClientAccount, notifyStaff } from "@server/modules/notifications/notifications.service";
import { newTicketNews, ticketStatusNews } from "./ticket-news";

const TICKET_NOT_FOUND = "Chamado não encontrado";
// Only what a ticket shows: every column read is one more to parse and map on each row.
const columns = {
  ticket: {
    id: tickets.id,
    subject: tickets.subject,
    description: tickets.description,
    status: tickets.status,
    createdAt: tickets.createdAt,
  },
  client: { id: clients.id, name: clients.name, phone: clients.phone, address: clients.address },
};

function toTicket(row: {
  ticket: Omit<Ticket, "createdAt" | "client"> & { createdAt: Date };
  client: Ticket["client"];
}): Ticket {
  const { ticket, client } = row;
  return {
    id: ticket.id,
    subject: ticket.subject,
    description: ticket.description,
    status: ticket.status,
    createdAt: ticket.createdAt.toISOString(),
    client,
  };
}

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

// What staff's ticket screen opens with: prepared once (db/prepared.ts).
const newestTickets = preparedPerDb((db) =>
  db
    .select(columns)
    .from(tickets)
    .innerJoin(clients, eq(clients.id, tickets.clientId))
    .orderBy(desc(tickets.createdAt), desc(tickets.id))
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset"))
    .prepare("tickets_newest"),
);

interface TicketFilters {
  ownClientId?: string;
  status?: TicketStatus;
  pattern?: string;
}

const OWN = 1;
const STATUS = 2;
const SEARCH = 4;
const shapeOf = (f: TicketFilters) => (f.ownClientId ? OWN : 0) | (f.status ? STATUS : 0) | (f.pattern ? SEARCH : 0);

/**
 * Subject, description or client name. The name is matched as `client_id = any(array(…))`, not on
 * the joined table, so the database ORs three trigram index lookups instead of reading every ticket.
 */
function ticketTextMatch(pattern: SQLWrapper): SQL {
  const namedClients = sql`select ${clients.id} from ${clients} where ${ilike(clients.name, pattern)}`;
  return or(
    ilike(tickets.subject, pattern),
    ilike(tickets.description, pattern),
    sql`${tickets.clientId} = any(array(${namedClients}))`,
  )!;
}

function whereOf(shape: number) {
  return and(
    shape & OWN ? eq(tickets.clientId, sql.placeholder("ownClientId")) : undefined,
    shape & STATUS ? eq(tickets.status, sql.placeholder("status")) : undefined,
    shape & SEARCH ? ticketTextMatch(sql.placeholder("pattern")) : undefined,
  );
}

// Built once per shape of filters, sent unnamed: planned for each call's values (db/prepared.ts).
const filteredPage = preparedShapes((db, shape) =>
  db
    .select(columns)
    .from(tickets)
    .innerJoin(clients, eq(clients.id, tickets.clientId))
    .where(whereOf(shape))
    .orderBy(desc(tickets.createdAt), desc(tickets.id))
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset"))
    .prepare(UNNAMED),
);
// Every ticket has its client (a required foreign key): the count needs no join.
const filteredCount = preparedShapes((db, shape) =>
  db.select({ n: count() }).from(tickets).where(whereOf(shape)).prepare(UNNAMED),
);

function filteredTickets(db: Db, filters: TicketFilters, limits: { limit: number; offset: number }) {
  return filteredPage(db, shapeOf(filters)).execute({ ...filters, ...limits });
}

async function countFilteredTickets(db: Db, filters: TicketFilters): Promise<number> {
  const [row] = await filteredCount(db, shapeOf(filters)).execute({ ...filters });
  return row?.n ?? 0;
}

async function getTicket(db: Db, id: string): Promise<Ticket> {
  const [row] = await db
    .select(columns)
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

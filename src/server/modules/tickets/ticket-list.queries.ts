import { and, count, desc, eq, ilike, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { Ticket } from "@shared/ticket-types";
import type { TicketStatus } from "@shared/value-sets";
import type { Db } from "@server/db/client";
import { preparedPerDb, preparedShapes, UNNAMED } from "@server/db/prepared";
import { clients } from "@server/db/schema/shop";
import { tickets } from "@server/db/schema/tickets";

// How tickets are read for the list and after a write: the columns a ticket shows, its answer's shape,
// and the list's queries, prepared once per shape of filters (as orders' are, order-list.queries.ts).

// Only what a ticket shows: every column read is one more to parse and map on each row.
export const ticketColumns = {
  ticket: {
    id: tickets.id,
    subject: tickets.subject,
    description: tickets.description,
    status: tickets.status,
    createdAt: tickets.createdAt,
  },
  client: { id: clients.id, name: clients.name, phone: clients.phone, address: clients.address },
};

export function toTicket(row: {
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

// What staff's ticket screen opens with: prepared once (db/prepared.ts).
export const newestTickets = preparedPerDb((db) =>
  db
    .select(ticketColumns)
    .from(tickets)
    .innerJoin(clients, eq(clients.id, tickets.clientId))
    .orderBy(desc(tickets.createdAt), desc(tickets.id))
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset"))
    .prepare("tickets_newest"),
);

export interface TicketFilters {
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
    .select(ticketColumns)
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

export function filteredTickets(db: Db, filters: TicketFilters, limits: { limit: number; offset: number }) {
  return filteredPage(db, shapeOf(filters)).execute({ ...filters, ...limits });
}

export async function countFilteredTickets(db: Db, filters: TicketFilters): Promise<number> {
  const [row] = await filteredCount(db, shapeOf(filters)).execute({ ...filters });
  return row?.n ?? 0;
}

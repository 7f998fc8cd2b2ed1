import { count, desc, eq, ilike, or, sql } from "drizzle-orm";
import type { Client, ClientDetail } from "@shared/client-types";
import type { Page } from "@shared/paging";
import type { ClientInput } from "@shared/validation/client";
import type { Db } from "@server/db/client";
import { preparedPerDb, UNNAMED } from "@server/db/prepared";
import { clients, orders } from "@server/db/schema/shop";
import { tickets } from "@server/db/schema/tickets";
import { AppError } from "@server/errors";
import { clientAccountOf } from "./client-accounts.service";
import { containsPattern, numberPattern, offsetOf, type Paging } from "@server/lib/paging";
import { countRows } from "@server/lib/row-counts.queries";

type ClientRow = Omit<typeof clients.$inferSelect, "updatedAt">;

// What a client shows: every column but updated_at.
const clientColumns = {
  id: clients.id,
  userId: clients.userId,
  name: clients.name,
  phone: clients.phone,
  address: clients.address,
  mapsLocation: clients.mapsLocation,
  email: clients.email,
  cpf: clients.cpf,
  cep: clients.cep,
  createdAt: clients.createdAt,
};

function toClient(row: ClientRow): Client {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    address: row.address,
    mapsLocation: row.mapsLocation,
    email: row.email,
    cpf: row.cpf,
    cep: row.cep,
    hasAccount: row.userId !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

function columnsOf(input: ClientInput) {
  return {
    name: input.name,
    phone: input.phone,
    address: input.address,
    mapsLocation: input.mapsLocation ?? null,
    email: input.email ?? null,
    cpf: input.cpf ?? null,
    cep: input.cep ?? null,
  };
}

/** Staff's client list: search over name, phone, e-mail and CPF (typed formatted or not), newest first. */
export async function listClients({
  db,
  search,
  paging,
}: {
  db: Db;
  search?: string;
  paging: Paging;
}): Promise<Page<Client>> {
  const limits = { limit: paging.pageSize, offset: offsetOf(paging) };
  const patterns = search ? { pattern: containsPattern(search), digits: numberPattern(search) } : undefined;
  const [rows, total] = await Promise.all([
    patterns ? matchingClients(db).execute({ ...patterns, ...limits }) : newestClients(db).execute(limits),
    // Unfiltered, the trigger-kept count; a search counts its matches (found through the trigram indexes).
    patterns
      ? matchingClientsCount(db)
          .execute(patterns)
          .then(([row]) => row?.n ?? 0)
      : countRows(db, "clients"),
  ]);
  return { items: rows.map(toClient), total, ...paging };
}

// Built once per database handle (db/prepared.ts); a search is sent unnamed, planned for its pattern.
// Phone and CPF are stored as digits: they are matched with the search's digits when it was typed as a
// number ("529.982", "(11) 98765"), else with the search itself (numberPattern).
const searchMatch = () => {
  const pattern = sql.placeholder("pattern");
  const digits = sql.placeholder("digits");
  return or(
    ilike(clients.name, pattern),
    ilike(clients.phone, digits),
    ilike(clients.email, pattern),
    ilike(clients.cpf, digits),
  );
};
const newestClients = preparedPerDb((db) =>
  db
    .select(clientColumns)
    .from(clients)
    .orderBy(desc(clients.createdAt), desc(clients.id))
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset"))
    .prepare("clients_newest"),
);
const matchingClients = preparedPerDb((db) =>
  db
    .select(clientColumns)
    .from(clients)
    .where(searchMatch())
    .orderBy(desc(clients.createdAt), desc(clients.id))
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset"))
    .prepare(UNNAMED),
);
const matchingClientsCount = preparedPerDb((db) =>
  db.select({ n: count() }).from(clients).where(searchMatch()).prepare(UNNAMED),
);

export async function getClient({ db, id }: { db: Db; id: string }): Promise<ClientDetail> {
  const [row] = await db.select(clientColumns).from(clients).where(eq(clients.id, id));
  if (!row) throw new AppError("NOT_FOUND", "Cliente não encontrado");
  const clientTickets = await db
    .select({ id: tickets.id, subject: tickets.subject, status: tickets.status, createdAt: tickets.createdAt })
    .from(tickets)
    .where(eq(tickets.clientId, id))
    .orderBy(desc(tickets.createdAt))
    .limit(100);
  return {
    ...toClient(row),
    account: await clientAccountOf({ db, clientId: id }),
    tickets: clientTickets.map((t) => ({ ...t, createdAt: t.createdAt.toISOString() })),
  };
}

export async function createClient({ db, input }: { db: Db; input: ClientInput }): Promise<Client> {
  const [row] = await db.insert(clients).values(columnsOf(input)).returning();
  return toClient(row!);
}

export async function updateClient({ db, id, input }: { db: Db; id: string; input: ClientInput }): Promise<Client> {
  const [row] = await db
    .update(clients)
    .set({ ...columnsOf(input), updatedAt: new Date() })
    .where(eq(clients.id, id))
    .returning();
  if (!row) throw new AppError("NOT_FOUND", "Cliente não encontrado");
  return toClient(row);
}

/** A client with orders or tickets keeps its history: deleting it is refused (docs/decisions/004). */
export async function deleteClient({ db, id }: { db: Db; id: string }): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, id)).for("update");
    if (!row) throw new AppError("NOT_FOUND", "Cliente não encontrado");
    const [[orderCount], [ticketCount]] = await Promise.all([
      tx.select({ n: count() }).from(orders).where(eq(orders.clientId, id)),
      tx.select({ n: count() }).from(tickets).where(eq(tickets.clientId, id)),
    ]);
    if ((orderCount?.n ?? 0) > 0 || (ticketCount?.n ?? 0) > 0) {
      throw new AppError("CONFLICT", "Não é possível excluir um cliente com pedidos ou chamados");
    }
    await tx.delete(clients).where(eq(clients.id, id));
  });
}

import { and, desc, eq, ilike, or, sql } from "drizzle-orm";
import type { SearchResults, SessionUser } from "@shared/api-types";
import type { Db } from "@server/db/client";
import { clients, orders } from "@server/db/schema/shop";
import { tickets } from "@server/db/schema/tickets";
import { containsPattern, numberPattern } from "@server/lib/paging";
import { customerScope, withinScope } from "@server/modules/clients/customer-scope.queries";

const LIMIT = 5;

/**
 * Rows of the client records whose name holds the pattern, as `client_id = any(array(…))`: inside an
 * OR, a condition on the joined table makes the database read every row, this one is an index lookup.
 */
const clientNamed = (clientId: typeof orders.clientId | typeof tickets.clientId, pattern: string) =>
  sql`${clientId} = any(array(select ${clients.id} from ${clients} where ${ilike(clients.name, pattern)}))`;

/**
 * The top bar's search: orders by OS number, brand, model or client name; clients by name, phone or
 * CPF, typed formatted or not (staff only); tickets by subject or client name. A cliente searches only their own client record's rows.
 */
export async function searchAll({ db, user, q }: { db: Db; user: SessionUser; q: string }): Promise<SearchResults> {
  const pattern = containsPattern(q);
  // Phones and CPFs are stored as digits: "(11) 98765" and "529.982" look for theirs (numberPattern).
  const digits = numberPattern(q);
  const scope = await customerScope(db, user);
  if (scope.kind === "none") return { orders: [], clients: [], tickets: [] };
  const number = /^\d{1,9}$/.test(q) ? Number(q) : undefined;

  const [orderRows, clientRows, ticketRows] = await Promise.all([
    db
      .select({
        id: orders.id,
        number: orders.number,
        brand: orders.brand,
        model: orders.model,
        clientName: clients.name,
      })
      .from(orders)
      .innerJoin(clients, eq(clients.id, orders.clientId))
      .where(
        and(
          withinScope(scope, orders.clientId),
          or(
            number !== undefined ? eq(orders.number, number) : undefined,
            ilike(orders.brand, pattern),
            ilike(orders.model, pattern),
            clientNamed(orders.clientId, pattern),
          ),
        ),
      )
      .orderBy(desc(orders.createdAt))
      .limit(LIMIT),
    scope.kind === "all"
      ? db
          .select({ id: clients.id, name: clients.name, phone: clients.phone })
          .from(clients)
          .where(or(ilike(clients.name, pattern), ilike(clients.phone, digits), ilike(clients.cpf, digits)))
          .orderBy(desc(clients.createdAt))
          .limit(LIMIT)
      : Promise.resolve([]),
    db
      .select({ id: tickets.id, subject: tickets.subject, status: tickets.status })
      .from(tickets)
      .where(
        and(
          withinScope(scope, tickets.clientId),
          or(ilike(tickets.subject, pattern), clientNamed(tickets.clientId, pattern)),
        ),
      )
      .orderBy(desc(tickets.createdAt))
      .limit(LIMIT),
  ]);
  return { orders: orderRows, clients: clientRows, tickets: ticketRows };
}

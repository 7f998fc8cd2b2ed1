import { ilike, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { Db } from "@server/db/client";
import { clients, orders } from "@server/db/schema/shop";

/**
 * Orders whose brand, model, device or client's name holds the pattern. The client-name part is
 * written as `client_id = any(array(…))`, not as a condition on a joined table, so the database
 * can OR four index lookups (trigram indexes, then orders by client) instead of reading every order.
 * The pattern is a LIKE pattern, or the placeholder of one in a prepared query.
 */
export function orderTextMatch(db: Db, pattern: string | SQLWrapper): SQL {
  const namedClients = db.select({ id: clients.id }).from(clients).where(ilike(clients.name, pattern));
  return or(
    ilike(orders.brand, pattern),
    ilike(orders.model, pattern),
    ilike(orders.device, pattern),
    sql`${orders.clientId} = any(array(${namedClients}))`,
  )!;
}

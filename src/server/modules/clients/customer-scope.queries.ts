import { eq, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { SessionUser } from "@shared/api-types";
import { can } from "@shared/permissions";
import type { Db } from "@server/db/client";
import { clients } from "@server/db/schema/shop";

/**
 * Whose orders, tickets, photos, search results and dashboard counts a user sees (docs/product.md §6):
 * every client's (`all`), one client record's (`own`: a cliente's, the row of `clients` whose user_id
 * is theirs), or nobody's (`none`: a cliente whose record does not exist yet).
 */
type CustomerScope = { kind: "all" } | { kind: "own"; clientId: string } | { kind: "none" };

const ALL: CustomerScope = { kind: "all" };
const NONE: CustomerScope = { kind: "none" };

/**
 * The one place that decides a user's scope: whoever the shared policy lets see every client's records
 * (clients.seeAll) does, without a query; anyone else only their own client record's.
 */
export async function customerScope(db: Db, user: SessionUser): Promise<CustomerScope> {
  if (can(user.role, "clients.seeAll")) return ALL;
  const [row] = await db.select({ id: clients.id }).from(clients).where(eq(clients.userId, user.id));
  return row ? { kind: "own", clientId: row.id } : NONE;
}

/**
 * The scope as a WHERE condition on a client_id column: `undefined` (no condition) for all,
 * `column = id` for own, `false` for none. Services answer `none` before querying at all; the
 * `false` keeps a query that is run anyway from leaking rows.
 */
export function withinScope(scope: CustomerScope, column: AnyPgColumn): SQL | undefined {
  switch (scope.kind) {
    case "all":
      return undefined;
    case "own":
      return eq(column, scope.clientId);
    case "none":
      return sql`false`;
  }
}

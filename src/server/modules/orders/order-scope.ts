import { eq, type SQL } from "drizzle-orm";
import type { SessionUser } from "@shared/api-types";
import type { Db } from "@server/db/client";
import { orders } from "@server/db/schema/shop";
import { ownClientScope } from "@server/modules/clients/customer-client";

/**
 * The orders a user may see, as a WHERE condition: staff see all (`undefined`); a cliente only the
 * orders of their own client record (GUIDE §4.3); `null` means "none at all" (no record yet).
 */
export async function orderScope(db: Db, user: SessionUser): Promise<SQL | undefined | null> {
  const clientId = await ownClientScope(db, user);
  if (clientId === undefined) return undefined;
  return clientId ? eq(orders.clientId, clientId) : null;
}

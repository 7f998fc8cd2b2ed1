import { eq, type SQL } from "drizzle-orm";
import type { SessionUser } from "../../../shared/api-types";
import type { Db } from "../../db/client";
import { orders } from "../../db/schema/shop";
import { findCustomerClientId } from "../clients/customer-client";

/**
 * The client record a user's orders are limited to: `undefined` for staff, who see all; a cliente's
 * own record (GUIDE §4.3); `null` for a cliente with no record yet, who sees none at all.
 */
export async function ownClientScope(db: Db, user: SessionUser): Promise<string | undefined | null> {
  if (user.role !== "cliente") return undefined;
  return findCustomerClientId(db, user.id);
}

/** The same scope as a WHERE condition (`undefined`: all; `null`: none). */
export async function orderScope(db: Db, user: SessionUser): Promise<SQL | undefined | null> {
  const clientId = await ownClientScope(db, user);
  if (clientId === undefined) return undefined;
  return clientId ? eq(orders.clientId, clientId) : null;
}

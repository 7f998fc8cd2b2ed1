import { eq, type SQL } from "drizzle-orm";
import type { SessionUser } from "../../../shared/api-types";
import type { Db } from "../../db/client";
import { orders } from "../../db/schema/shop";
import { findCustomerClientId } from "../clients/customer-client";

/**
 * The orders a user may see, as a WHERE condition: staff see all; a cliente only the orders of
 * their own client record (GUIDE §4.3). `null` means "none at all" (a cliente with no record yet).
 */
export async function orderScope(db: Db, user: SessionUser): Promise<SQL | undefined | null> {
  if (user.role !== "cliente") return undefined;
  const clientId = await findCustomerClientId(db, user.id);
  return clientId ? eq(orders.clientId, clientId) : null;
}

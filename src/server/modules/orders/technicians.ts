import { asc, inArray } from "drizzle-orm";
import { POLICY } from "@shared/permissions";
import type { Db } from "@server/db/client";
import { user } from "@server/db/schema/auth";

/** Whom an order can be assigned to: the staff, by name. */
export async function listTechnicians(db: Db): Promise<{ id: string; name: string }[]> {
  return db
    .select({ id: user.id, name: user.name })
    .from(user)
    .where(inArray(user.role, [...POLICY["orders.write"]]))
    .orderBy(asc(user.name));
}

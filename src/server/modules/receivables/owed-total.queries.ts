import { sql } from "drizzle-orm";
import { toCents } from "@shared/money";
import type { Db } from "@server/db/client";
import { rawRows } from "@server/db/raw-rows";
import { orderMoney } from "@server/db/schema/money";

/** What customers owe now: the balances of every delivered order with money due (docs/decisions/038). */
export async function owedTotalCents(db: Db): Promise<number> {
  const [row] = await rawRows<{ owed: string | null }>(
    db,
    sql`select sum(m.total - m.paid)::text as owed from ${orderMoney} m
      where m.delivered_at is not null and m.total > m.paid`,
  );
  return row?.owed ? toCents(row.owed) : 0;
}

import { sql } from "drizzle-orm";
import { toCents } from "@shared/money";
import type { Db } from "@server/db/client";
import { rawRows } from "@server/db/raw-rows";
import { payments } from "@server/db/schema/money";
import { services } from "@server/db/schema/order-items";
import { orders } from "@server/db/schema/shop";
import { SERVICE_TOTAL } from "@server/lib/service-total.queries";

/** What customers owe now: the balances of every delivered order with money due (docs/decisions/038). */
export async function owedTotalCents(db: Db): Promise<number> {
  const [row] = await rawRows<{ owed: string | null }>(
    db,
    sql`select sum(greatest(w.total - w.paid, 0))::text as owed from (select
        coalesce((select sum(${SERVICE_TOTAL}) from ${services} s where s.order_id = o.id), 0) as total,
        coalesce((select sum(case when p.direction = 'entrada' then p.amount else -p.amount end)
          from ${payments} p where p.order_id = o.id), 0) as paid
      from ${orders} o where o.status = 'entregue') w`,
  );
  return row?.owed ? toCents(row.owed) : 0;
}

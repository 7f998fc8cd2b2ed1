import { sql } from "drizzle-orm";
import { toCents } from "@shared/money";
import type { PaymentMethod } from "@shared/payments";
import { PAYMENT_METHODS } from "@shared/value-sets";
import type { Db } from "@server/db/client";
import { rawRows } from "@server/db/raw-rows";
import { cashMoves, payments } from "@server/db/schema/money";

/**
 * What each method should hold at the end of a day, from its rows (docs/decisions/038): the payments
 * it took in, less what went out; the drawer's cash also starts from the float, takes the suprimentos
 * and loses the sangrias and expenses. Every method is answered, zero when unused.
 */
export async function expectedByMethod(
  tx: Db,
  day: { id: string; openingFloatCents: number },
): Promise<Record<PaymentMethod, number>> {
  const byMethod = await rawRows<{ method: PaymentMethod; net: string }>(
    tx,
    sql`select p.method, sum(case when p.direction = 'entrada' then p.amount else -p.amount end)::text as net
        from ${payments} p where p.cash_day_id = ${day.id} group by p.method`,
  );
  const [drawer] = await rawRows<{ net: string }>(
    tx,
    sql`select coalesce(sum(case when m.kind = 'suprimento' then m.amount else -m.amount end), 0)::text as net
        from ${cashMoves} m where m.cash_day_id = ${day.id}`,
  );
  const expected = Object.fromEntries(PAYMENT_METHODS.map((method) => [method, 0])) as Record<PaymentMethod, number>;
  for (const row of byMethod) expected[row.method] = toCents(row.net);
  expected.dinheiro += day.openingFloatCents + toCents(drawer!.net);
  return expected;
}

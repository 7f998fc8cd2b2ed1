import { sql, type SQL } from "drizzle-orm";

/**
 * A service's total in SQL numeric, as the screens compute it (src/shared/money.ts): the value less its
 * discount, a percentage rounded to the centavo first. For a table aliased `s` (services).
 */
export const SERVICE_TOTAL = sql.raw(
  "(s.value - case when s.discount_type = 'porcentagem' then round(s.value * s.discount_value / 100, 2) else s.discount_value end)",
);

/** A part line's total, the same way over its units' price (docs/decisions/045). For a table aliased `op` (order_parts). */
export const PART_TOTAL = sql.raw(
  "(op.unit_price * op.quantity - case when op.discount_type = 'porcentagem' then round(op.unit_price * op.quantity * op.discount_value / 100, 2) else op.discount_value end)",
);

/** An order's total from its rows: its services' and its parts' (docs/decisions/045), for the order id given. */
export function orderTotalOf(orderId: SQL | string): SQL {
  return sql`(coalesce((select sum(${SERVICE_TOTAL}) from services s where s.order_id = ${orderId}), 0)
    + coalesce((select sum(${PART_TOTAL}) from order_parts op where op.order_id = ${orderId}), 0))`;
}

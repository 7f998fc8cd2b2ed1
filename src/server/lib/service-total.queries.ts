import { sql } from "drizzle-orm";

/**
 * A service's total in SQL numeric, as the screens compute it (src/shared/money.ts): the value less its
 * discount, a percentage rounded to the centavo first. For a table aliased `s` (services).
 */
export const SERVICE_TOTAL = sql.raw(
  "(s.value - case when s.discount_type = 'porcentagem' then round(s.value * s.discount_value / 100, 2) else s.discount_value end)",
);

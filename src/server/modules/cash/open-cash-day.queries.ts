import { isNull } from "drizzle-orm";
import type { Db } from "@server/db/client";
import { cashDays } from "@server/db/schema/money";

/**
 * The cash register's open day, if any, held against closing until the caller's transaction ends
 * (`for share`): a payment recorded while the day closes lands in it before the count, or finds it
 * closed. Answers its id.
 */
export async function openCashDay(tx: Db): Promise<string | null> {
  const [day] = await tx.select({ id: cashDays.id }).from(cashDays).where(isNull(cashDays.closedAt)).for("share");
  return day?.id ?? null;
}

import type { PaymentMethod } from "@shared/payments";
import type { Db } from "@server/db/client";
import { AppError } from "@server/errors";
import { openCashDay } from "@server/modules/cash/open-cash-day.queries";

const CASH_NEEDS_OPEN_REGISTER = "Abra o caixa para receber ou devolver em dinheiro.";

/**
 * Cash goes through the drawer: it needs the register open. Other methods join the open day when
 * there is one, so its closing lists them beside what was counted.
 */
export async function cashDayFor(tx: Db, method: PaymentMethod): Promise<string | null> {
  const day = await openCashDay(tx);
  if (!day && method === "dinheiro") throw new AppError("CONFLICT", CASH_NEEDS_OPEN_REGISTER);
  return day;
}

import { eq, isNull } from "drizzle-orm";
import { formatCents, fromCents, toCents } from "@shared/money";
import type { PaymentMethod } from "@shared/payments";
import type { z } from "zod";
import type { cashMoveSchema, closeCashSchema } from "@shared/validation/cash";
import type { Db } from "@server/db/client";
import { cashCorrections, cashCounts, cashDays, cashMoves } from "@server/db/schema/money";
import { AppError } from "@server/errors";
import { expectedByMethod } from "./cash-expected.queries";

const NO_OPEN_DAY = "O caixa está fechado. Abra o caixa primeiro.";

/** Opens the day's register with the float in the drawer; a second open, even at the same moment, is refused. */
export async function openCash(options: { db: Db; floatCents: number; userId: string; now: Date }): Promise<string> {
  const { db, floatCents, userId, now } = options;
  const [day] = await db
    .insert(cashDays)
    .values({ openedAt: now, openedBy: userId, openingFloat: fromCents(floatCents) })
    // The partial unique index allows one open day: a second is no row, not an error.
    .onConflictDoNothing()
    .returning({ id: cashDays.id });
  if (!day) throw new AppError("CONFLICT", "Já existe um caixa aberto.");
  return day.id;
}

/** The open day, locked against a close or another move until the caller's transaction ends. */
async function lockedOpenDay(tx: Db) {
  const [day] = await tx.select().from(cashDays).where(isNull(cashDays.closedAt)).for("update");
  if (!day) throw new AppError("CONFLICT", NO_OPEN_DAY);
  return { ...day, openingFloatCents: toCents(day.openingFloat) };
}

/** A suprimento, sangria or expense in the open day; cash taken out may not pass what the drawer holds. */
export async function recordCashMove(options: {
  db: Db;
  move: z.output<typeof cashMoveSchema>;
  userId: string;
}): Promise<string> {
  const { db, move, userId } = options;
  return db.transaction(async (tx) => {
    const day = await lockedOpenDay(tx);
    if (move.kind !== "suprimento") {
      const inDrawer = (await expectedByMethod(tx, day)).dinheiro;
      if (move.amountCents > inDrawer)
        throw new AppError("CONFLICT", `O valor passa do dinheiro no caixa (${formatCents(inDrawer)}).`);
    }
    const [row] = await tx
      .insert(cashMoves)
      .values({
        cashDayId: day.id,
        kind: move.kind,
        amount: fromCents(move.amountCents),
        category: move.category,
        note: move.note,
        createdBy: userId,
      })
      .returning({ id: cashMoves.id });
    return row!.id;
  });
}

/**
 * Closes the open day with what was counted: each method's expected and counted amounts are kept, the
 * day becomes read-only (an admin's correction is a new row). Every method with money expected must
 * be counted; two closes at once close it once.
 */
export async function closeCash(options: {
  db: Db;
  close: z.output<typeof closeCashSchema>;
  userId: string;
  now: Date;
}): Promise<string> {
  const { db, close, userId, now } = options;
  return db.transaction(async (tx) => {
    const day = await lockedOpenDay(tx);
    const expected = await expectedByMethod(tx, day);
    const counted = new Map(close.counts.map((c) => [c.method, c.countedCents]));
    const methods = (Object.keys(expected) as PaymentMethod[]).filter(
      (method) => expected[method] !== 0 || counted.has(method) || method === "dinheiro",
    );
    const missing = methods.find((method) => !counted.has(method));
    if (missing) throw new AppError("VALIDATION_ERROR", "Informe o valor contado de cada forma de pagamento do dia");
    await tx.insert(cashCounts).values(
      methods.map((method) => ({
        cashDayId: day.id,
        method,
        expected: fromCents(expected[method]),
        counted: fromCents(counted.get(method)!),
      })),
    );
    await tx
      .update(cashDays)
      .set({ closedAt: now, closedBy: userId, closingNote: close.note })
      .where(eq(cashDays.id, day.id));
    return day.id;
  });
}

/** An admin's correction of a closed day's count for a method: a new row with its reason. */
export async function correctCash(options: {
  db: Db;
  dayId: string;
  method: PaymentMethod;
  countedCents: number;
  reason: string;
  userId: string;
}) {
  const { db, dayId, method, countedCents, reason, userId } = options;
  const [day] = await db.select({ closedAt: cashDays.closedAt }).from(cashDays).where(eq(cashDays.id, dayId));
  if (!day) throw new AppError("NOT_FOUND", "Caixa não encontrado");
  if (!day.closedAt) throw new AppError("CONFLICT", "Só um caixa fechado é corrigido: este ainda está aberto.");
  await db
    .insert(cashCorrections)
    .values({ cashDayId: dayId, method, counted: fromCents(countedCents), reason, createdBy: userId });
}

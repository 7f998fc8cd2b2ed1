import { asc, count, eq, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { CashCount, CashDay, CashDaySummary } from "@shared/cash";
import { toCents } from "@shared/money";
import type { PaymentMethod } from "@shared/payments";
import type { Page } from "@shared/paging";
import type { Db } from "@server/db/client";
import { rawRows } from "@server/db/raw-rows";
import { user } from "@server/db/schema/auth";
import { cashCorrections, cashCounts, cashDays, cashMoves, payments } from "@server/db/schema/money";
import { sales } from "@server/db/schema/sales";
import { orders } from "@server/db/schema/shop";
import { AppError } from "@server/errors";
import { offsetOf, type Paging } from "@server/lib/paging";
import { expectedByMethod } from "./cash-expected.queries";

const opener = alias(user, "opener");
const closer = alias(user, "closer");
const dayColumns = {
  day: cashDays,
  openedBy: opener.name,
  closedBy: closer.name,
};

/** A day with the names of who opened and closed it. */
function daysWithNames(db: Db) {
  return db
    .select(dayColumns)
    .from(cashDays)
    .leftJoin(opener, eq(opener.id, cashDays.openedBy))
    .leftJoin(closer, eq(closer.id, cashDays.closedBy));
}

/**
 * What each method held: while open, the expected amounts as they stand; once closed, the count kept
 * at closing, the latest admin correction in its place.
 */
async function countsOf(
  db: Db,
  day: { id: string; openingFloat: string; closedAt: Date | null },
): Promise<CashCount[]> {
  if (!day.closedAt) {
    const expected = await expectedByMethod(db, { id: day.id, openingFloatCents: toCents(day.openingFloat) });
    return (Object.entries(expected) as [PaymentMethod, number][])
      .filter(([method, cents]) => cents !== 0 || method === "dinheiro")
      .map(([method, expectedCents]) => ({ method, expectedCents, countedCents: null, differenceCents: null }));
  }
  const counts = await db.select().from(cashCounts).where(eq(cashCounts.cashDayId, day.id));
  const corrections = await db
    .select()
    .from(cashCorrections)
    .where(eq(cashCorrections.cashDayId, day.id))
    .orderBy(asc(cashCorrections.createdAt));
  const corrected = new Map(corrections.map((c) => [c.method, toCents(c.counted)]));
  return counts.map((c) => {
    const expectedCents = toCents(c.expected);
    const countedCents = corrected.get(c.method) ?? toCents(c.counted);
    return { method: c.method, expectedCents, countedCents, differenceCents: countedCents - expectedCents };
  });
}

/** One day whole: its counts, its moves, the payments it took, the corrections made to it. */
export async function getCashDay({ db, dayId }: { db: Db; dayId: string }): Promise<CashDay> {
  const [row] = await daysWithNames(db).where(eq(cashDays.id, dayId));
  if (!row) throw new AppError("NOT_FOUND", "Caixa não encontrado");
  const author = alias(user, "author");
  const [counts, moves, taken, corrections] = await Promise.all([
    countsOf(db, row.day),
    db
      .select({ move: cashMoves, by: author.name })
      .from(cashMoves)
      .leftJoin(author, eq(author.id, cashMoves.createdBy))
      .where(eq(cashMoves.cashDayId, dayId))
      .orderBy(asc(cashMoves.createdAt)),
    db
      .select({ payment: payments, orderNumber: orders.number, saleNumber: sales.number })
      .from(payments)
      .leftJoin(orders, eq(orders.id, payments.orderId))
      .leftJoin(sales, eq(sales.id, payments.saleId))
      .where(eq(payments.cashDayId, dayId))
      .orderBy(asc(payments.createdAt)),
    db
      .select({ correction: cashCorrections, by: author.name })
      .from(cashCorrections)
      .leftJoin(author, eq(author.id, cashCorrections.createdBy))
      .where(eq(cashCorrections.cashDayId, dayId))
      .orderBy(asc(cashCorrections.createdAt)),
  ]);
  return {
    id: row.day.id,
    openedAt: row.day.openedAt.toISOString(),
    openedBy: row.openedBy,
    openingFloatCents: toCents(row.day.openingFloat),
    closedAt: row.day.closedAt?.toISOString() ?? null,
    closedBy: row.closedBy,
    closingNote: row.day.closingNote,
    counts,
    moves: moves.map(({ move, by }) => ({
      id: move.id,
      kind: move.kind,
      amountCents: toCents(move.amount),
      category: move.category,
      note: move.note,
      createdBy: by,
      createdAt: move.createdAt.toISOString(),
    })),
    payments: taken.map(({ payment, orderNumber, saleNumber }) => ({
      id: payment.id,
      // A payment names exactly one of the two (payments_order_or_sale).
      source:
        payment.orderId !== null
          ? { kind: "pedido" as const, id: payment.orderId, number: orderNumber! }
          : { kind: "venda" as const, id: payment.saleId!, number: saleNumber! },
      kind: payment.kind,
      direction: payment.direction,
      method: payment.method,
      amountCents: toCents(payment.amount),
      createdAt: payment.createdAt.toISOString(),
    })),
    corrections: corrections.map(({ correction, by }) => ({
      id: correction.id,
      method: correction.method,
      countedCents: toCents(correction.counted),
      reason: correction.reason,
      createdBy: by,
      createdAt: correction.createdAt.toISOString(),
    })),
  };
}

/** The open day, or null when the register is closed. */
export async function currentCashDay({ db }: { db: Db }): Promise<CashDay | null> {
  const [open] = await db.select({ id: cashDays.id }).from(cashDays).where(isNull(cashDays.closedAt));
  return open ? getCashDay({ db, dayId: open.id }) : null;
}

/** Past and present days, newest first, each with what was expected and how far the count was from it. */
export async function listCashDays({ db, paging }: { db: Db; paging: Paging }): Promise<Page<CashDaySummary>> {
  // Per day, the sums of its counts; a method's count is its latest correction when an admin made one.
  const [rows, [total]] = await Promise.all([
    rawRows<{
      id: string;
      opened_at: Date | string;
      closed_at: Date | string | null;
      opened_by: string | null;
      closed_by: string | null;
      expected: string | null;
      counted: string | null;
    }>(
      db,
      sql`select d.id, d.opened_at, d.closed_at, o.name as opened_by, c.name as closed_by,
        (select sum(k.expected) from ${cashCounts} k where k.cash_day_id = d.id)::text as expected,
        (select sum(coalesce((select r.counted from ${cashCorrections} r
            where r.cash_day_id = k.cash_day_id and r.method = k.method order by r.created_at desc limit 1), k.counted))
          from ${cashCounts} k where k.cash_day_id = d.id)::text as counted
        from ${cashDays} d left join ${user} o on o.id = d.opened_by left join ${user} c on c.id = d.closed_by
        order by d.opened_at desc limit ${paging.pageSize} offset ${offsetOf(paging)}`,
    ),
    db.select({ n: count() }).from(cashDays),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      openedAt: new Date(row.opened_at).toISOString(),
      closedAt: row.closed_at ? new Date(row.closed_at).toISOString() : null,
      openedBy: row.opened_by,
      closedBy: row.closed_by,
      expectedCents: row.expected ? toCents(row.expected) : 0,
      differenceCents: row.expected && row.counted ? toCents(row.counted) - toCents(row.expected) : null,
    })),
    total: total?.n ?? 0,
    ...paging,
  };
}

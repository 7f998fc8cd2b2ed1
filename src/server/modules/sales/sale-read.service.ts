import { and, asc, count, desc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { partTotalCents, toCents } from "@shared/money";
import type { Page } from "@shared/paging";
import type { Sale, SaleItem, SaleSummary } from "@shared/sale-types";
import type { Db } from "@server/db/client";
import { user } from "@server/db/schema/auth";
import { payments } from "@server/db/schema/money";
import { saleItems, sales } from "@server/db/schema/sales";
import { clients } from "@server/db/schema/shop";
import { AppError } from "@server/errors";
import { offsetOf, type Paging } from "@server/lib/paging";
import { paymentRows } from "@server/modules/payments/payment-rows.queries";
import { SALE_NOT_FOUND } from "./sales.service";

const seller = alias(user, "seller");
const reverser = alias(user, "reverser");

/** A sale with its client, seller and the payment that paid it (its total: the cart's sum when sold). */
const summaryQuery = (db: Db) =>
  db
    .select({
      sale: sales,
      clientName: clients.name,
      clientCpf: clients.cpf,
      sellerName: seller.name,
      reverserName: reverser.name,
      total: payments.amount,
      method: payments.method,
    })
    .from(sales)
    .innerJoin(payments, and(eq(payments.saleId, sales.id), eq(payments.kind, "pagamento")))
    .leftJoin(clients, eq(clients.id, sales.clientId))
    .leftJoin(seller, eq(seller.id, sales.soldBy))
    .leftJoin(reverser, eq(reverser.id, sales.reversedBy));

type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaryQuery>["execute"]>>[number];

function toSummary(row: SummaryRow): SaleSummary {
  const { sale } = row;
  return {
    id: sale.id,
    number: sale.number,
    createdAt: sale.createdAt.toISOString(),
    client: sale.clientId ? { id: sale.clientId, name: row.clientName ?? "" } : null,
    soldBy: sale.soldBy ? { id: sale.soldBy, name: row.sellerName ?? "" } : null,
    totalCents: toCents(row.total),
    method: row.method,
    reversed: sale.reversedAt !== null,
  };
}

/** The counter sales, newest first, a page at a time. */
export async function listSales({ db, paging }: { db: Db; paging: Paging }): Promise<Page<SaleSummary>> {
  const [rows, [total]] = await Promise.all([
    summaryQuery(db).orderBy(desc(sales.createdAt), desc(sales.number)).limit(paging.pageSize).offset(offsetOf(paging)),
    db.select({ n: count() }).from(sales),
  ]);
  return { items: rows.map(toSummary), total: total!.n, page: paging.page, pageSize: paging.pageSize };
}

/** One sale whole, for its page and its receipt; costs and margin for the admin only. */
export async function getSale({ db, id, withCosts }: { db: Db; id: string; withCosts: boolean }): Promise<Sale> {
  const [row] = await summaryQuery(db).where(eq(sales.id, id));
  if (!row) throw new AppError("NOT_FOUND", SALE_NOT_FOUND);
  const [lines, moneyRows] = await Promise.all([
    db.select().from(saleItems).where(eq(saleItems.saleId, id)).orderBy(asc(saleItems.position)),
    paymentRows(db, eq(payments.saleId, id)),
  ]);
  const items: SaleItem[] = lines.map((line) => ({
    id: line.id,
    productId: line.productId,
    description: line.description,
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    discountType: line.discountType,
    discountValue: line.discountValue,
    totalCents: partTotalCents(line),
    ...(withCosts ? { unitCost: line.unitCost } : {}),
  }));
  const { sale } = row;
  const summary = toSummary(row);
  const costCents = lines.reduce((sum, line) => sum + toCents(line.unitCost) * line.quantity, 0);
  return {
    ...summary,
    clientCpf: row.clientCpf,
    items,
    payment: moneyRows.find((payment) => payment.kind === "pagamento")!,
    reversal:
      sale.reversedAt === null
        ? null
        : { at: sale.reversedAt.toISOString(), by: row.reverserName, reason: sale.reversalReason! },
    ...(withCosts ? { marginCents: summary.totalCents - costCents } : {}),
  };
}

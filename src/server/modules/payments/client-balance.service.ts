import { eq, sql } from "drizzle-orm";
import type { SessionUser } from "@shared/api-types";
import { toCents } from "@shared/money";
import type { ClientBalance } from "@shared/payments";
import type { Db } from "@server/db/client";
import { rawRows } from "@server/db/raw-rows";
import { payments } from "@server/db/schema/money";
import { clients, orders } from "@server/db/schema/shop";
import { AppError } from "@server/errors";
import { orderTotalOf } from "@server/lib/order-total.queries";
import { customerScope } from "@server/modules/clients/customer-scope.queries";
import { NET_PAID } from "./order-money.queries";

const CLIENT_NOT_FOUND = "Cliente não encontrado";
const NOTHING_DUE: ClientBalance = { balanceCents: 0, owedCents: 0, orders: [] };

/**
 * Whose balance a user may read: staff any client's, named; a customer their own record's only, and
 * another's reads as missing, as their orders do (docs/product.md §6).
 */
export async function balanceFor(options: { db: Db; user: SessionUser; clientId?: string }): Promise<ClientBalance> {
  const { db, clientId } = options;
  const scope = await customerScope(db, options.user);
  if (scope.kind === "none") {
    if (clientId) throw new AppError("NOT_FOUND", CLIENT_NOT_FOUND);
    return NOTHING_DUE;
  }
  if (scope.kind === "own") {
    if (clientId && clientId !== scope.clientId) throw new AppError("NOT_FOUND", CLIENT_NOT_FOUND);
    return clientBalance({ db, clientId: scope.clientId });
  }
  if (!clientId) throw new AppError("BAD_REQUEST", "Informe o cliente.");
  const [client] = await db.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId));
  if (!client) throw new AppError("NOT_FOUND", CLIENT_NOT_FOUND);
  return clientBalance({ db, clientId });
}

type Row = { id: string; number: number; brand: string; model: string; status: string; total: string; paid: string };

/**
 * What a client has left to pay (docs/decisions/042): each order not cancelled whose services and parts
 * cost more than came in, from the rows as every balance is (decision 038). An order the shop holds money
 * over (services reduced after a payment) lowers nothing: that credit is handed back on its own order.
 */
async function clientBalance({ db, clientId }: { db: Db; clientId: string }): Promise<ClientBalance> {
  const rows = await rawRows<Row>(
    db,
    sql`select w.id, w.number, w.brand, w.model, w.status, w.total::text as total, w.paid::text as paid from (
        select o.id, o.number, o.brand, o.model, o.status, o.created_at,
          ${orderTotalOf(sql`o.id`)} as total,
          coalesce((select sum(${NET_PAID}) from ${payments} p where p.order_id = o.id), 0) as paid
        from ${orders} o where o.client_id = ${clientId} and o.status <> 'cancelado') w
      where w.total > w.paid order by w.created_at asc, w.number asc`,
  );
  const balances = rows.map((row) => {
    const totalCents = toCents(row.total);
    const paidCents = toCents(row.paid);
    return {
      orderId: row.id,
      orderNumber: Number(row.number),
      device: `${row.brand} ${row.model}`,
      delivered: row.status === "entregue",
      totalCents,
      paidCents,
      balanceCents: totalCents - paidCents,
    };
  });
  const sum = (list: typeof balances) => list.reduce((total, order) => total + order.balanceCents, 0);
  return { balanceCents: sum(balances), owedCents: sum(balances.filter((o) => o.delivered)), orders: balances };
}

import { Link } from "react-router";
import { formatCents } from "@shared/money";
import { formatOrderNumber } from "@shared/order-types";
import { orderPage } from "@shared/page-paths";
import type { ClientBalance } from "@shared/payments";

/**
 * What a client has left to pay (docs/decisions/042): the balance of their orders, of it what is owed
 * on the delivered ones, and each order with a balance linked to its page (its payments and receipts).
 */
export function OrderBalances({ balance, label }: { balance: ClientBalance; label: string }) {
  if (balance.orders.length === 0) return <p className="text-sm text-muted-foreground">Nenhum saldo em aberto.</p>;
  return (
    <div className="space-y-3">
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-muted-foreground">Saldo em aberto</dt>
          <dd className="text-lg font-semibold">{formatCents(balance.balanceCents)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">A receber (entregues com saldo)</dt>
          <dd className="text-lg font-semibold">{formatCents(balance.owedCents)}</dd>
        </div>
      </dl>
      <ul aria-label={label} className="divide-y divide-border rounded-md border border-border">
        {balance.orders.map((order) => (
          <li key={order.orderId} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 p-3 text-sm">
            <Link to={orderPage(order.orderId)} className="font-medium text-primary underline-offset-4 hover:underline">
              {formatOrderNumber(order.orderNumber)} · {order.device}
            </Link>
            <span>
              Saldo {formatCents(order.balanceCents)}
              <span className="text-muted-foreground">
                {" "}
                de {formatCents(order.totalCents)}
                {order.delivered ? " · entregue" : ""}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

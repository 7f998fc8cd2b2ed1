import { Link } from "react-router";
import { formatCents } from "@shared/money";
import { formatOrderNumber } from "@shared/order-types";
import { orderPage } from "@shared/page-paths";
import type { Receivable } from "@shared/payments";
import { Card } from "@web/components/ui/card";
import { formatDay } from "@web/lib/format";
import { useMediaQuery } from "@web/lib/use-media-query";
import { ChargeWhatsappButton } from "@web/features/whatsapp/components/charge-whatsapp-button";

const ageOf = (days: number) => (days === 1 ? "1 dia" : `${days} dias`);
const orderLink = "font-medium text-primary-strong underline underline-offset-4";

/** The orders owed on: a table where it fits, one card per order on a phone. */
export function ReceivablesList({ items }: { items: Receivable[] }) {
  const wide = useMediaQuery("(min-width: 1024px)");
  return wide ? <ReceivablesTable items={items} /> : <ReceivableCards items={items} />;
}

function OrderLink({ item }: { item: Receivable }) {
  return (
    <Link to={orderPage(item.orderId)} className={orderLink}>
      {formatOrderNumber(item.orderNumber)}
    </Link>
  );
}

function ReceivablesTable({ items }: { items: Receivable[] }) {
  const head = "px-3 py-2 text-left font-medium text-muted-foreground";
  const money = "px-3 py-2 text-right tabular-nums";
  return (
    <Card className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">Pedidos com saldo a receber, do mais antigo ao mais recente</caption>
        <thead className="border-b border-border">
          <tr>
            <th scope="col" className={head}>
              OS
            </th>
            <th scope="col" className={head}>
              Cliente
            </th>
            <th scope="col" className={head}>
              Aparelho
            </th>
            <th scope="col" className={head}>
              Técnico
            </th>
            <th scope="col" className={head}>
              Entregue em
            </th>
            <th scope="col" className={`${head} text-right`}>
              Idade
            </th>
            <th scope="col" className={`${head} text-right`}>
              Total
            </th>
            <th scope="col" className={`${head} text-right`}>
              Pago
            </th>
            <th scope="col" className={`${head} text-right`}>
              Saldo
            </th>
            <th scope="col" className={head}>
              <span className="sr-only">Ações</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.orderId} className="border-b border-border last:border-0">
              <td className="px-3 py-2">
                <OrderLink item={item} />
              </td>
              <td className="px-3 py-2">{item.client.name}</td>
              <td className="px-3 py-2">{item.device}</td>
              <td className="px-3 py-2">{item.technician?.name ?? "—"}</td>
              <td className="px-3 py-2">{formatDay(item.deliveredAt)}</td>
              <td className={money}>{ageOf(item.ageDays)}</td>
              <td className={money}>{formatCents(item.totalCents)}</td>
              <td className={money}>{formatCents(item.paidCents)}</td>
              <td className={`${money} font-semibold`}>{formatCents(item.balanceCents)}</td>
              <td className="px-3 py-2">
                <ChargeWhatsappButton order={{ id: item.orderId, number: item.orderNumber }} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}

function ReceivableCards({ items }: { items: Receivable[] }) {
  return (
    <ul className="grid grid-cols-1 gap-3">
      {items.map((item) => (
        <li key={item.orderId}>
          <Card className="space-y-3 p-4">
            <article aria-label={formatOrderNumber(item.orderNumber)} className="space-y-3">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <OrderLink item={item} />
                <span className="text-lg font-semibold">{formatCents(item.balanceCents)}</span>
              </div>
              <p className="text-sm">
                {item.client.name} · {item.device}
              </p>
              <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
                <dt className="text-muted-foreground">Técnico</dt>
                <dd>{item.technician?.name ?? "—"}</dd>
                <dt className="text-muted-foreground">Entregue em</dt>
                <dd>
                  {formatDay(item.deliveredAt)} ({ageOf(item.ageDays)})
                </dd>
                <dt className="text-muted-foreground">Total</dt>
                <dd>{formatCents(item.totalCents)}</dd>
                <dt className="text-muted-foreground">Pago</dt>
                <dd>{formatCents(item.paidCents)}</dd>
                <dt className="text-muted-foreground">Saldo</dt>
                <dd className="font-semibold">{formatCents(item.balanceCents)}</dd>
              </dl>
              <ChargeWhatsappButton order={{ id: item.orderId, number: item.orderNumber }} />
            </article>
          </Card>
        </li>
      ))}
    </ul>
  );
}

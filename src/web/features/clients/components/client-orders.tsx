import { editOrderPage, orderPrintPage } from "@shared/page-paths";
import { Link } from "react-router";
import { formatOrderNumber } from "@shared/order-types";
import { Button } from "@web/components/ui/button";
import { Spinner } from "@web/components/ui/spinner";
import { formatOrderTotal } from "@shared/money";
import { formatDay } from "@web/lib/format";
import { useClientOrders } from "@web/features/clients/api/list-client-orders";
import { OrderStatusBadge } from "@web/components/order-status-badge";
import { SendWhatsappButton } from "@web/features/whatsapp/components/send-whatsapp-button";

const smallLink =
  "inline-flex h-8 items-center rounded-md border border-input bg-card px-3 text-sm font-medium hover:bg-accent";

/** The client's orders, newest first, each linking to its form and its printout. */
export function ClientOrders({ clientId }: { clientId: string }) {
  const orders = useClientOrders(clientId);
  if (orders.isPending) return <p className="text-sm text-muted-foreground">Carregando pedidos...</p>;
  if (orders.isError) return <p className="text-sm text-muted-foreground">Erro ao carregar pedidos</p>;

  const items = orders.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <p className="text-sm text-muted-foreground">Nenhum pedido para este cliente</p>;
  return (
    <div className="space-y-3">
      <ul aria-label="Pedidos do cliente" className="divide-y divide-border rounded-md border border-border">
        {items.map((order) => {
          const number = formatOrderNumber(order.number);
          return (
            <li key={order.id} className="flex flex-wrap items-center justify-between gap-3 p-3 text-sm">
              <div className="min-w-0">
                <p className="font-medium break-words">
                  {number} · {order.brand} {order.model}
                </p>
                <p className="text-muted-foreground">
                  {order.device} · Criado em {formatDay(order.createdAt)} · Total: {formatOrderTotal(order)}
                </p>
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <OrderStatusBadge status={order.status} />
                <Link to={editOrderPage(order.id)} className={smallLink} aria-label={`Editar ${number}`}>
                  Editar
                </Link>
                <Link to={orderPrintPage(order.id)} className={smallLink} aria-label={`Imprimir ${number}`}>
                  Imprimir
                </Link>
                <SendWhatsappButton order={order} compact="row" />
              </div>
            </li>
          );
        })}
      </ul>
      {orders.hasNextPage && (
        <Button variant="outline" disabled={orders.isFetchingNextPage} onClick={() => void orders.fetchNextPage()}>
          {orders.isFetchingNextPage && <Spinner />}
          Carregar mais
        </Button>
      )}
    </div>
  );
}

import { PAGE, orderPage, pathOf } from "@shared/page-paths";
import { Link } from "react-router";
import type { AgendaOrder } from "@shared/agenda-types";
import type { LowStockPart } from "@shared/stock-types";
import { formatOrderNumber } from "@shared/order-types";
import { RegionCard } from "@web/components/ui/region-card";
import { useWorkflowPanels } from "@web/features/dashboard/api/get-panels";

const PERIOD = { manha: "Manhã", tarde: "Tarde" } as const;

/** The staff's day at a glance: today's agenda, and the orders waiting for the customer, a part or pickup. */
export function WorkflowPanels() {
  const panels = useWorkflowPanels(true);
  if (panels.isPending) return <p className="text-sm text-muted-foreground">Carregando...</p>;
  if (panels.isError) return <p className="text-sm text-muted-foreground">Erro ao carregar os painéis</p>;
  const { today, waitingApproval, waitingPart, readyForPickup, lowStock } = panels.data;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <RegionCard id="painel-agenda" title="Agenda de hoje">
        {today.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nada agendado para hoje</p>
        ) : (
          <ul className="space-y-2 text-sm">
            {today.map((entry) => (
              <li key={entry.id}>
                <span className="text-muted-foreground">
                  {entry.kind === "visita" ? `Visita · ${PERIOD[entry.period]}` : "Previsão de entrega"}:
                </span>{" "}
                <OrderLink order={entry.order} />
              </li>
            ))}
          </ul>
        )}
        <Link to={PAGE.agenda} className="text-sm font-medium underline underline-offset-2">
          Ver agenda
        </Link>
      </RegionCard>
      <OrderList
        id="painel-aprovacao"
        title="Aguardando aprovação"
        orders={waitingApproval}
        status="aguardando_aprovacao"
      />
      <OrderList id="painel-peca" title="Aguardando peça" orders={waitingPart} status="aguardando_peca" />
      <OrderList id="painel-retirada" title="Prontos para retirada" orders={readyForPickup} status="concluido" />
      <LowStock parts={lowStock} />
    </div>
  );
}

function OrderList({
  id,
  title,
  orders,
  status,
}: {
  id: string;
  title: string;
  orders: AgendaOrder[];
  status: string;
}) {
  return (
    <RegionCard id={id} title={title}>
      {orders.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nenhum pedido</p>
      ) : (
        <ul className="space-y-2 text-sm">
          {orders.map((order) => (
            <li key={order.id}>
              <OrderLink order={order} />
            </li>
          ))}
        </ul>
      )}
      <Link to={pathOf(PAGE.orders, {}, { status })} className="text-sm font-medium underline underline-offset-2">
        Ver todos
      </Link>
    </RegionCard>
  );
}

/** Parts under their minimum, emptiest first (docs/decisions/043): what to restock before a repair waits. */
function LowStock({ parts }: { parts: LowStockPart[] }) {
  return (
    <RegionCard id="painel-estoque" title="Estoque baixo">
      {parts.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nenhuma peça abaixo do mínimo</p>
      ) : (
        <ul className="space-y-2 text-sm">
          {parts.map((part) => (
            <li key={part.id}>
              <Link
                to={pathOf(PAGE.product, { id: part.id })}
                className="break-words underline-offset-2 hover:underline"
              >
                <span className="font-medium">{part.name}</span> · {part.quantity} de {part.minimum} (mínimo)
                {part.location ? ` · ${part.location}` : ""}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Link to={PAGE.stock} className="text-sm font-medium underline underline-offset-2">
        Ver estoque
      </Link>
    </RegionCard>
  );
}

function OrderLink({ order }: { order: AgendaOrder }) {
  return (
    <Link to={orderPage(order.id)} className="break-words underline-offset-2 hover:underline">
      <span className="font-medium">{formatOrderNumber(order.number)}</span> · {order.brand} {order.model} ·{" "}
      {order.clientName}
    </Link>
  );
}

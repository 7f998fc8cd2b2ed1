import { Card } from "@web/components/ui/card";
import { formatCurrency, formatDay } from "@web/lib/format";
import type { DemoOrder } from "@web/demos/orders/demo-orders";
import { APPOINTMENT_PERIOD_LABELS, APPOINTMENT_STATUS_LABELS } from "@web/features/orders/order-labels";
import { OrderStatusBadge } from "@web/components/order-status-badge";

export function DemoOrderCard({ order }: { order: DemoOrder }) {
  const details = [
    { term: "Cliente", value: order.client },
    { term: "Aparelho", value: order.device },
    { term: "Defeito", value: order.defect },
  ];
  return (
    <Card className="flex flex-col gap-4 p-5">
      <div className="flex items-start justify-between gap-3">
        <h2 className="text-lg font-semibold">
          {order.brand} {order.model}
        </h2>
        <OrderStatusBadge status={order.status} />
      </div>
      <dl className="space-y-1 text-sm">
        {details.map((row) => (
          <div key={row.term} className="flex gap-2">
            <dt className="text-muted-foreground">{row.term}:</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
      <div>
        <h3 className="text-sm font-semibold">Serviços</h3>
        <ul className="mt-1 space-y-1 text-sm">
          {order.services.map((service) => (
            <li key={service.description} className="flex justify-between gap-3">
              <span>{service.description}</span>
              <span className="font-medium">{formatCurrency(service.value)}</span>
            </li>
          ))}
        </ul>
      </div>
      {order.appointments.length > 0 && (
        <div>
          <h3 className="text-sm font-semibold">Agendamentos</h3>
          <ul className="mt-1 space-y-1 text-sm">
            {order.appointments.map((appointment) => (
              <li key={appointment.date}>
                {formatDay(appointment.date)} · {APPOINTMENT_PERIOD_LABELS[appointment.period]} ·{" "}
                {APPOINTMENT_STATUS_LABELS[appointment.status]}
              </li>
            ))}
          </ul>
        </div>
      )}
      <p className="mt-auto text-xs text-muted-foreground">Criado em {formatDay(order.createdAt)}</p>
    </Card>
  );
}

import { Pencil, Printer, Trash2 } from "lucide-react";
import { Link } from "react-router";
import { formatOrderNumber, type Order } from "@shared/order-types";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { DetailList } from "@web/components/ui/detail-list";
import { formatAmount, formatDay } from "@web/lib/format";
import { APPOINTMENT_PERIOD_LABELS, APPOINTMENT_STATUS_LABELS } from "@web/features/orders/order-labels";
import { OrderStatusBadge } from "@web/components/order-status-badge";

interface OrderCardProps {
  order: Order;
  canEdit: boolean;
  /** Given to admins only: the delete button asks for confirmation first. */
  onDelete?: (order: Order) => void;
}

const actionLink =
  "inline-flex h-9 items-center gap-2 rounded-md border border-input bg-card px-3 text-sm font-medium hover:bg-accent";

export function OrderCard({ order, canEdit, onDelete }: OrderCardProps) {
  const number = formatOrderNumber(order.number);
  const headingId = `order-${order.id}-title`;
  const details = [
    { term: "Cliente", value: order.client.name },
    { term: "Aparelho", value: order.device },
    { term: "Defeito", value: order.defect },
  ];

  return (
    <Card className="flex flex-col gap-4 p-5">
      <article aria-labelledby={headingId} className="flex flex-1 flex-col gap-4">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="text-xs font-medium text-muted-foreground">{number}</p>
            <h2 id={headingId} className="truncate text-lg font-semibold">
              {order.brand} {order.model}
            </h2>
          </div>
          <OrderStatusBadge status={order.status} />
        </div>

        <DetailList rows={details} />

        {order.services.length > 0 && (
          <section>
            <h3 className="text-sm font-semibold">Serviços</h3>
            <ul className="mt-1 space-y-1 text-sm">
              {order.services.map((service) => (
                <li key={service.id} className="flex justify-between gap-3">
                  <span className="min-w-0 break-words">{service.description}</span>
                  <span className="shrink-0 font-medium">{formatAmount(service.value)}</span>
                </li>
              ))}
            </ul>
          </section>
        )}

        {order.appointments.length > 0 && (
          <section>
            <h3 className="text-sm font-semibold">Agendamentos</h3>
            <ul className="mt-1 space-y-1 text-sm">
              {order.appointments.map((appointment) => (
                <li key={appointment.id}>
                  {formatDay(appointment.date)} · {APPOINTMENT_PERIOD_LABELS[appointment.period]} ·{" "}
                  {APPOINTMENT_STATUS_LABELS[appointment.status]}
                </li>
              ))}
            </ul>
          </section>
        )}

        {order.photos.length > 0 && (
          <ul aria-label="Fotos do aparelho" className="flex flex-wrap gap-2">
            {order.photos.map((photo, index) => (
              <li key={photo.id}>
                <a href={photo.url} target="_blank" rel="noopener noreferrer">
                  <img
                    src={photo.url}
                    alt={`Foto ${index + 1} do aparelho`}
                    loading="lazy"
                    className="size-16 rounded-md border border-border object-cover"
                  />
                </a>
              </li>
            ))}
          </ul>
        )}

        <div className="mt-auto flex items-end justify-between gap-3 border-t border-border pt-3">
          <p className="text-xs text-muted-foreground">Criado em {formatDay(order.createdAt)}</p>
          <p className="text-sm font-semibold">Total: {formatAmount(order.total)}</p>
        </div>
      </article>

      <div className="flex flex-wrap gap-2">
        {canEdit && (
          <Link to={`/orders/${order.id}/edit`} className={actionLink} aria-label={`Editar ${number}`}>
            <Pencil aria-hidden="true" className="size-4" />
            Editar
          </Link>
        )}
        <Link to={`/orders/${order.id}/print`} className={actionLink} aria-label={`Imprimir ${number}`}>
          <Printer aria-hidden="true" className="size-4" />
          Imprimir
        </Link>
        {onDelete && (
          <Button
            variant="outline"
            className="h-9 px-3 text-destructive"
            aria-label={`Excluir ${number}`}
            onClick={() => onDelete(order)}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            Excluir
          </Button>
        )}
      </div>
    </Card>
  );
}

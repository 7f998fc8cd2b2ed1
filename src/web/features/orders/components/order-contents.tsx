import { formatOrderTotal } from "@shared/money";
import type { Order } from "@shared/order-types";
import { cn } from "@web/lib/cn";
import { formatDay } from "@web/lib/format";
import { APPOINTMENT_PERIOD_LABELS, APPOINTMENT_STATUS_LABELS } from "@web/features/orders/order-labels";
import { PartPrice } from "./part-price";
import { ServicePrice } from "./service-price";

// What an order holds, as its card and its page both show it.

/** The parts as charged: name, units, price and discount; never their cost (that is the admin's card). */
export function PartList({ order }: { order: Pick<Order, "parts"> }) {
  if (order.parts.length === 0) return <p className="text-sm text-muted-foreground">Nenhuma peça usada.</p>;
  return (
    <ul aria-label="Peças do pedido" className="space-y-2 text-sm">
      {order.parts.map((part) => (
        <li key={part.id} className="flex flex-wrap justify-between gap-x-3">
          <span className="min-w-0 break-words">{part.description}</span>
          <PartPrice part={part} />
        </li>
      ))}
    </ul>
  );
}

/** The order's total (services and parts, as the server counts it), or 'a definir' while nothing is priced. */
export function OrderTotal({ order }: { order: Order }) {
  return (
    <p className="mt-3 flex justify-between gap-3 border-t border-border pt-3 font-semibold">
      <span>{order.parts.length > 0 ? "Total (serviços e peças)" : "Total"}</span>
      <span>{formatOrderTotal(order)}</span>
    </p>
  );
}

/**
 * The services as charged, and the order's total; with `withParts` its parts too, as the quote the
 * customer approves lists both (docs/decisions/045).
 */
export function ServiceList({
  order,
  showTotal = false,
  withParts = false,
}: {
  order: Order;
  showTotal?: boolean;
  withParts?: boolean;
}) {
  return (
    <div className="text-sm">
      {order.services.length === 0 ? (
        <p className="text-muted-foreground">Nenhum serviço registrado ainda.</p>
      ) : (
        <ul className="space-y-2">
          {order.services.map((service) => (
            <li key={service.id} className="flex flex-wrap justify-between gap-x-3">
              <span className="min-w-0 break-words">{service.description}</span>
              <ServicePrice service={service} />
            </li>
          ))}
        </ul>
      )}
      {withParts && order.parts.length > 0 && (
        <>
          <h3 className="mt-3 font-semibold">Peças</h3>
          <div className="mt-2">
            <PartList order={order} />
          </div>
        </>
      )}
      {showTotal && <OrderTotal order={order} />}
    </div>
  );
}

/** The technical visits: day, period and whether it is confirmed. */
export function VisitList({ order }: { order: Order }) {
  if (order.appointments.length === 0) return <p className="text-sm text-muted-foreground">Nenhuma visita agendada.</p>;
  return (
    <ul className="space-y-1 text-sm">
      {order.appointments.map((appointment) => (
        <li key={appointment.id}>
          {formatDay(appointment.date)} · {APPOINTMENT_PERIOD_LABELS[appointment.period]} ·{" "}
          {APPOINTMENT_STATUS_LABELS[appointment.status]}
        </li>
      ))}
    </ul>
  );
}

/** The device's photos, each opening full size in a new tab. */
export function PhotoStrip({ order, size = "small" }: { order: Order; size?: "small" | "large" }) {
  if (order.photos.length === 0) return <p className="text-sm text-muted-foreground">Nenhuma foto do aparelho.</p>;
  return (
    <ul aria-label="Fotos do aparelho" className="flex flex-wrap gap-2">
      {order.photos.map((photo, index) => (
        <li key={photo.id}>
          <a href={photo.url} target="_blank" rel="noopener noreferrer">
            <img
              src={photo.url}
              alt={`Foto ${index + 1} do aparelho`}
              loading="lazy"
              className={cn("rounded-md border border-border object-cover", size === "small" ? "size-16" : "size-28")}
            />
          </a>
        </li>
      ))}
    </ul>
  );
}

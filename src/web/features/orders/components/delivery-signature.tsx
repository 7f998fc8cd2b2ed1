import { useId } from "react";
import type { Order } from "@shared/order-types";
import { formatDay } from "@web/lib/format";
import { timeOfDay } from "@web/features/orders/print/print-text";

/**
 * The signature of whoever picked the device up, with their name and the delivery's moment: shown on
 * a delivered order that was signed, to staff and to the customer alike.
 */
export function DeliverySignature({
  order,
}: {
  order: Pick<Order, "deliverySignatureUrl" | "deliveredAt" | "pickedUpBy">;
}) {
  const titleId = useId();
  if (!order.deliverySignatureUrl || !order.deliveredAt) return null;
  const who = order.pickedUpBy ?? "quem retirou";
  return (
    <figure aria-labelledby={titleId} className="space-y-2 border-t border-border pt-4">
      <h3 id={titleId} className="text-sm font-semibold">
        Assinatura de quem retirou
      </h3>
      {/* White behind the ink in either theme: the signature is stored on white, as it is printed. */}
      <img
        src={order.deliverySignatureUrl}
        alt={`Assinatura de ${who}`}
        className="block w-full max-w-sm rounded-md border border-border bg-white"
      />
      <figcaption className="text-sm text-muted-foreground">
        {who}, em {formatDay(order.deliveredAt)} às {timeOfDay(order.deliveredAt)}
      </figcaption>
    </figure>
  );
}

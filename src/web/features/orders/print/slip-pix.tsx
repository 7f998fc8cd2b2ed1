import { formatCents } from "@shared/money";
import type { Order } from "@shared/order-types";
import { useOrderPix } from "@web/features/payments/api/order-pix";
import { receiptRule } from "./receipt-paper";

/**
 * The balance still due by Pix, under a payment's 80 mm receipt (issue 24, part 2): its QR code and the
 * 'Pix copia e cola' text, while something is due and the shop has a key; nothing otherwise.
 */
export function SlipPix({ order }: { order: Pick<Order, "id" | "status" | "money"> }) {
  const due = order.status !== "cancelado" && order.money.balanceCents > 0;
  const charge = useOrderPix(order.id, due);
  if (!due || !charge.data) return null;
  const { amountCents, payload, qrSvg } = charge.data;
  return (
    <section aria-label="Pague o saldo com Pix">
      <hr className={receiptRule} />
      <p className="text-center font-bold">Pague o saldo de {formatCents(amountCents)} com Pix:</p>
      <img
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrSvg)}`}
        alt={`QR code Pix de ${formatCents(amountCents)}`}
        className="mx-auto my-1 aspect-square w-[36mm] bg-white [image-rendering:pixelated]"
      />
      <p className="font-bold">Pix copia e cola:</p>
      <p className="break-all">{payload}</p>
    </section>
  );
}

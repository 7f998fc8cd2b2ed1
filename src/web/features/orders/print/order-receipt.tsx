import type { CompanyInfo } from "@shared/client-types";
import { formatCents, formatOrderTotal, partTotalCents, serviceTotalCents } from "@shared/money";
import { formatOrderNumber, type Order } from "@shared/order-types";
import { PAYMENT_STATE_LABELS } from "@shared/payments";
import type { TrackingLinkWithQr } from "@shared/tracking-types";
import { shortTrackingUrl, TrackingQr } from "@web/features/orders/components/tracking-qr";
import { moneyTexts } from "@web/features/payments/money-text";
import { formatDay } from "@web/lib/format";
import { ReceiptFact as Fact, ReceiptHeader, ReceiptPaper, receiptRule as rule } from "./receipt-paper";
import { SlipPix } from "./slip-pix";

/**
 * The "via do cliente" on 80 mm thermal paper (docs/product.md §2, docs/decisions/026): the shop, the
 * order's number, the device, when it came in and is expected, its money (and the balance's Pix while
 * one is due), and where to follow the order.
 * Black on white in a monospace face, one column: what a thermal head prints well. 72 mm wide between
 * the paper's margins (RECEIPT_PAPER; the same figures in order-receipt.css); never the unlock code.
 */
export function OrderReceipt({
  order,
  company,
  tracking,
}: {
  order: Order;
  company: CompanyInfo | undefined;
  tracking: TrackingLinkWithQr | undefined;
}) {
  return (
    <ReceiptPaper>
      <ReceiptHeader company={company} title="Via do cliente" subject={formatOrderNumber(order.number)} />
      <hr className={rule} />
      <dl>
        <Fact term="Aparelho">
          {order.brand} {order.model} ({order.device})
        </Fact>
        <Fact term="Entrada">{formatDay(order.createdAt)}</Fact>
        <Fact term="Previsão">{order.expectedOn ? formatDay(order.expectedOn) : "a combinar"}</Fact>
      </dl>
      <ReceiptLines
        title="Serviços"
        lines={order.services.map((s) => ({ id: s.id, text: s.description, cents: serviceTotalCents(s) }))}
      />
      <ReceiptLines
        title="Peças"
        lines={order.parts.map((p) => ({
          id: p.id,
          text: `${p.quantity} × ${p.description}`,
          cents: partTotalCents(p),
        }))}
      />
      <dl className="mt-2">
        <Fact term="Total">{formatOrderTotal(order)}</Fact>
        <Fact term="Pago">{moneyTexts(order).paid}</Fact>
        <Fact term="Saldo">{moneyTexts(order).balance}</Fact>
        <Fact term="Pagamento">{PAYMENT_STATE_LABELS[order.money.state]}</Fact>
      </dl>
      <SlipPix order={order} />
      <hr className={rule} />
      {tracking?.url && (
        <>
          <p className="text-center font-bold">Acompanhe e aprove pelo celular:</p>
          <TrackingQr tracking={tracking} className="mx-auto my-1 w-[36mm]" />
          <p className="text-center break-all">{shortTrackingUrl(tracking.url)}</p>
          <hr className={rule} />
        </>
      )}
      <p className="text-center">Guarde esta via: ela é pedida na retirada do aparelho.</p>
    </ReceiptPaper>
  );
}

/** What is charged, one line each with its amount after its discount: services, then parts. */
function ReceiptLines({ title, lines }: { title: string; lines: { id: string; text: string; cents: number }[] }) {
  if (lines.length === 0) return null;
  return (
    <section aria-label={title} className="mt-2">
      <h2 className="font-bold">{title}:</h2>
      <ul>
        {lines.map((line) => (
          <li key={line.id} className="flex justify-between gap-2">
            <span className="min-w-0">{line.text}</span>
            <span className="shrink-0">{formatCents(line.cents)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

import { useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from "react";
import type { CompanyInfo } from "@shared/client-types";
import { formatOrderNumber, type Order } from "@shared/order-types";
import type { TrackingLinkWithQr } from "@shared/tracking-types";
import { shortTrackingUrl, TrackingQr } from "@web/features/orders/components/tracking-qr";
import { formatCents, formatOrderTotal } from "@shared/money";
import { moneyTexts } from "@web/features/payments/money-text";
import { PAYMENT_STATE_LABELS, type PixCharge } from "@shared/payments";
import { formatDay } from "@web/lib/format";
import { companyLines, RECEIPT_PAPER, receiptPaperLengthMm } from "./print-text";

/** The receipt's content height in CSS pixels, followed as it changes (a late font, a resize). */
function useHeight(ref: RefObject<HTMLElement | null>): number | undefined {
  const [height, setHeight] = useState<number>();
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setHeight(element.getBoundingClientRect().height));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return height;
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="inline font-bold">{term}: </dt>
      <dd className="inline">{children}</dd>
    </div>
  );
}

const rule = "my-2 border-t border-dashed border-black";

/**
 * The "via do cliente" on 80 mm thermal paper (docs/product.md §2, docs/decisions/026): the shop, the
 * order's number, the device, when it came in and is expected, the total, and where to follow the order.
 * Black on white in a monospace face, one column: what a thermal head prints well. 72 mm wide between
 * the paper's margins (RECEIPT_PAPER; the same figures in order-receipt.css); never the unlock code.
 */
export function OrderReceipt({
  order,
  company,
  tracking,
  pix,
}: {
  order: Order;
  company: CompanyInfo | undefined;
  tracking: TrackingLinkWithQr | undefined;
  /** The BR Code for the balance, while one is due and the shop has a Pix key. */
  pix?: PixCharge | null;
}) {
  const content = useRef<HTMLDivElement>(null);
  const height = useHeight(content);

  return (
    <article className="order-receipt mx-auto w-full max-w-[80mm] bg-white px-[4mm] py-[3mm] text-black shadow-lg print:p-0 print:shadow-none">
      {height !== undefined && (
        // The paper as long as the receipt (CSS has no "as long as the content" page size).
        <style>{`@page order-receipt { size: ${RECEIPT_PAPER.widthMm}mm ${receiptPaperLengthMm(height)}mm; }`}</style>
      )}
      <div ref={content} className="w-[72mm] max-w-full font-mono text-[12px] leading-snug wrap-anywhere">
        <header className="text-center">
          {company && <p className="text-[14px] font-bold">{company.name}</p>}
          {companyLines(company).map((line) => (
            <p key={line}>{line}</p>
          ))}
        </header>
        <hr className={rule} />
        <div className="text-center">
          <h1 className="font-bold uppercase">Via do cliente</h1>
          <p className="text-[16px] font-bold">{formatOrderNumber(order.number)}</p>
        </div>
        <hr className={rule} />
        <dl>
          <Fact term="Aparelho">
            {order.brand} {order.model} ({order.device})
          </Fact>
          <Fact term="Entrada">{formatDay(order.createdAt)}</Fact>
          <Fact term="Previsão">{order.expectedOn ? formatDay(order.expectedOn) : "a combinar"}</Fact>
          <Fact term="Total">{formatOrderTotal(order)}</Fact>
          <Fact term="Pago">{moneyTexts(order).paid}</Fact>
          <Fact term="Saldo">{moneyTexts(order).balance}</Fact>
          <Fact term="Pagamento">{PAYMENT_STATE_LABELS[order.money.state]}</Fact>
        </dl>
        <hr className={rule} />
        {pix && (
          <>
            <p className="text-center font-bold">Pague {formatCents(pix.amountCents)} por Pix:</p>
            <img
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(pix.qrSvg)}`}
              alt={`QR code Pix de ${formatCents(pix.amountCents)}`}
              className="mx-auto my-1 aspect-square w-[40mm] bg-white [image-rendering:pixelated]"
            />
            <p className="font-bold">Pix copia e cola:</p>
            <p className="break-all">{pix.payload}</p>
            <hr className={rule} />
          </>
        )}
        {tracking?.url && (
          <>
            <p className="text-center font-bold">Acompanhe e aprove pelo celular:</p>
            <TrackingQr tracking={tracking} className="mx-auto my-1 w-[36mm]" />
            <p className="text-center break-all">{shortTrackingUrl(tracking.url)}</p>
            <hr className={rule} />
          </>
        )}
        <p className="text-center">Guarde esta via: ela é pedida na retirada do aparelho.</p>
      </div>
    </article>
  );
}

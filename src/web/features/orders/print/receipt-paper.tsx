import { useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from "react";
import type { CompanyInfo } from "@shared/client-types";
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

/**
 * 80 mm thermal paper (docs/decisions/026): black on white in a monospace face, one column, 72 mm wide
 * between the paper's margins (RECEIPT_PAPER; the same figures in order-receipt.css), and as long as
 * what is printed on it. The customer's receipt and the payment's slip are printed on it.
 */
export function ReceiptPaper({ children }: { children: ReactNode }) {
  const content = useRef<HTMLDivElement>(null);
  const height = useHeight(content);
  return (
    <article className="order-receipt mx-auto w-full max-w-[80mm] bg-white px-[4mm] py-[3mm] text-black shadow-lg print:p-0 print:shadow-none">
      {height !== undefined && (
        // The paper as long as the receipt (CSS has no "as long as the content" page size).
        <style>{`@page order-receipt { size: ${RECEIPT_PAPER.widthMm}mm ${receiptPaperLengthMm(height)}mm; }`}</style>
      )}
      <div ref={content} className="w-[72mm] max-w-full font-mono text-[12px] leading-snug wrap-anywhere">
        {children}
      </div>
    </article>
  );
}

/** A term and its value on one line of the receipt. */
export function ReceiptFact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="inline font-bold">{term}: </dt>
      <dd className="inline">{children}</dd>
    </div>
  );
}

/** A term on the left and its figure on the right of one line of the receipt. */
export function ReceiptLine({ term, value }: { term: string; value: string }) {
  return (
    <div className="flex justify-between gap-2">
      <dt>{term}</dt>
      <dd className="text-right">{value}</dd>
    </div>
  );
}

/** The dashed rule between the receipt's parts. */
export const receiptRule = "my-2 border-t border-dashed border-black";

/** The top of every 80 mm paper: the shop, a rule, the paper's title and what it is about. */
export function ReceiptHeader({
  company,
  title,
  subject,
}: {
  company: CompanyInfo | undefined;
  title: string;
  subject: string;
}) {
  return (
    <>
      <header className="text-center">
        {company && <p className="text-[14px] font-bold">{company.name}</p>}
        {companyLines(company).map((line) => (
          <p key={line}>{line}</p>
        ))}
      </header>
      <hr className={receiptRule} />
      <div className="text-center">
        <h1 className="font-bold uppercase">{title}</h1>
        <p className="text-[16px] font-bold">{subject}</p>
      </div>
    </>
  );
}

import type { ReactNode } from "react";
import type { CompanyInfo } from "@shared/client-types";
import { formatOrderNumber } from "@shared/order-types";
import { companyLines } from "./print-text";

/** An A4 paper: on paper, the page; on a screen, a sheet as wide as the phone or the page (order-print.css). */
export function A4Sheet({ children }: { children: ReactNode }) {
  return (
    <article className="order-sheet mx-auto w-full max-w-[210mm] bg-white p-4 text-slate-950 shadow-lg sm:min-h-[297mm] sm:p-[15mm] print:min-h-0 print:p-0 print:shadow-none">
      {children}
    </article>
  );
}

/**
 * The head of every A4 paper: the shop (its name and contact lines) on the left; on the right what the
 * paper is, the order's number and the details it adds (`children`); then what else it shows (`aside`:
 * the service order's tracking QR code).
 */
export function SheetHeader({
  company,
  title,
  number,
  children,
  aside,
}: {
  company: CompanyInfo | undefined;
  title: string;
  number?: number;
  children?: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <header className="flex flex-col gap-4 border-b-2 border-slate-950 pb-4 sm:flex-row sm:items-start sm:justify-between sm:gap-6">
      <div className="min-w-0 wrap-anywhere">
        {company && <p className="text-xl font-bold">{company.name}</p>}
        {companyLines(company).map((line) => (
          <p key={line} className="text-sm">
            {line}
          </p>
        ))}
      </div>
      <div className="shrink-0 sm:text-right">
        <h1 className="text-xl font-bold">{title}</h1>
        {number !== undefined && <p className="text-lg font-semibold">{formatOrderNumber(number)}</p>}
        {children}
      </div>
      {aside}
    </header>
  );
}

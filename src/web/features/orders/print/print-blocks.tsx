import { useId, type ReactNode } from "react";
import { discountCents, formatCents, serviceTotalCents, toCents } from "@shared/money";
import type { Order } from "@shared/order-types";
import { formatAmount, formatPercent } from "@web/lib/format";

// The parts the A4 papers (the service order, the delivery receipt) are made of.

/** A titled part of a paper, kept whole on one page. */
export function Block({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="mt-6 break-inside-avoid print:mt-4">
      <h2 id={titleId} className="border-b border-slate-400 pb-1 text-sm font-bold tracking-wide uppercase">
        {title}
      </h2>
      <div className="mt-2 text-sm">{children}</div>
    </section>
  );
}

/** Terms and values side by side on paper; on a phone's screen, each value under its term. */
export function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-4 sm:grid-cols-[max-content_minmax(0,1fr)] sm:gap-y-1">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-semibold max-sm:mt-1">{term}:</dt>
          <dd className="whitespace-pre-line wrap-anywhere">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function discountText(service: Order["services"][number]): string {
  if (discountCents(service) === 0) return "—";
  return service.discountType === "porcentagem"
    ? `${formatPercent(Number(service.discountValue))}%`
    : formatAmount(service.discountValue);
}

/** The services; below a phone's width each one stacks its figures under it (order-print.css). */
export function ServicesTable({ order }: { order: Order }) {
  if (order.services.length === 0) return <p>Nenhum serviço registrado.</p>;
  return (
    <table className="print-services w-full border-collapse">
      <thead>
        <tr className="border-b border-slate-400 text-left">
          <th scope="col" className="py-1 pr-2">
            Descrição
          </th>
          <th scope="col" className="py-1 pr-2 text-right">
            Valor
          </th>
          <th scope="col" className="py-1 pr-2 text-right">
            Desconto
          </th>
          <th scope="col" className="py-1 text-right">
            Total
          </th>
        </tr>
      </thead>
      <tbody>
        {order.services.map((service) => (
          <tr key={service.id} className="border-b border-slate-200">
            <td className="py-1 pr-2 wrap-anywhere">{service.description}</td>
            <td data-label="Valor" className="py-1 pr-2 text-right">
              {formatCents(toCents(service.value))}
            </td>
            <td data-label="Desconto" className="py-1 pr-2 text-right">
              {discountText(service)}
            </td>
            <td data-label="Total" className="py-1 text-right">
              {formatCents(serviceTotalCents(service))}
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={3} className="pt-2 pr-2 text-right">
            Total
          </th>
          <td className="pt-2 text-right text-base font-bold">{formatAmount(order.total)}</td>
        </tr>
      </tfoot>
    </table>
  );
}

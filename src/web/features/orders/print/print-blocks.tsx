import { useId, type ReactNode } from "react";
import { discountCents, formatCents, fromCents, partTotalCents, serviceTotalCents, toCents } from "@shared/money";
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

function discountText(line: Pick<Order["services"][number], "value" | "discountType" | "discountValue">): string {
  if (discountCents(line) === 0) return "—";
  return line.discountType === "porcentagem"
    ? `${formatPercent(Number(line.discountValue))}%`
    : formatAmount(line.discountValue);
}

/** The order's total, under the last table of what it charges: its services', or its parts' when it has some. */
function TotalRow({ order, columns }: { order: Order; columns: number }) {
  return (
    <tfoot>
      <tr>
        <th scope="row" colSpan={columns - 1} className="pt-2 pr-2 text-right">
          {order.parts.length > 0 ? "Total (serviços e peças)" : "Total"}
        </th>
        <td className="pt-2 text-right text-base font-bold">{formatAmount(order.total)}</td>
      </tr>
    </tfoot>
  );
}

/**
 * The services; below a phone's width each one stacks its figures under it (order-print.css). The
 * order's total closes it unless the parts' table follows.
 */
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
      {order.parts.length === 0 && <TotalRow order={order} columns={4} />}
    </table>
  );
}

/** The parts used (docs/decisions/045): units, unit price, discount, the line's total; never a cost. */
export function PartsTable({ order }: { order: Order }) {
  return (
    <table className="print-services w-full border-collapse">
      <thead>
        <tr className="border-b border-slate-400 text-left">
          <th scope="col" className="py-1 pr-2">
            Peça
          </th>
          <th scope="col" className="py-1 pr-2 text-right">
            Qtd.
          </th>
          <th scope="col" className="py-1 pr-2 text-right">
            Unitário
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
        {order.parts.map((part) => (
          <tr key={part.id} className="border-b border-slate-200">
            <td className="py-1 pr-2 wrap-anywhere">{part.description}</td>
            <td data-label="Qtd." className="py-1 pr-2 text-right">
              {part.quantity}
            </td>
            <td data-label="Unitário" className="py-1 pr-2 text-right">
              {formatAmount(part.unitPrice)}
            </td>
            <td data-label="Desconto" className="py-1 pr-2 text-right">
              {discountText({ ...part, value: fromCents(toCents(part.unitPrice) * part.quantity) })}
            </td>
            <td data-label="Total" className="py-1 text-right">
              {formatCents(partTotalCents(part))}
            </td>
          </tr>
        ))}
      </tbody>
      <TotalRow order={order} columns={5} />
    </table>
  );
}

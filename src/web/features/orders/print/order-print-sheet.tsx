import { useId, type ReactNode } from "react";
import type { CompanyInfo } from "@shared/client-types";
import { formatCpf, formatPhone } from "@shared/br-numbers";
import { discountCents, serviceTotalCents, toCents } from "@shared/money";
import { formatOrderNumber, type Order } from "@shared/order-types";
import { ORDER_STATUS_LABELS } from "@shared/value-sets";
import { DEFAULT_WARRANTY_TERMS } from "@shared/warranty-terms";
import { formatCents } from "@shared/money";
import type { TrackingLinkWithQr } from "@shared/tracking-types";
import { decisionText } from "@web/features/orders/components/quote-text";
import { shortTrackingUrl, TrackingQr } from "@web/features/orders/components/tracking-qr";
import { formatAmount, formatDay, formatPercent } from "@web/lib/format";
import { warrantyText } from "@web/features/orders/warranty";
import {
  APPOINTMENT_PERIOD_LABELS,
  APPOINTMENT_STATUS_LABELS,
  PAYMENT_CONDITION_LABELS,
  PAYMENT_METHOD_LABELS,
} from "@web/features/orders/order-labels";
import { accessoriesText, companyLines, timeOfDay } from "./print-text";

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

/** A line to sign on, with the day it was signed: the intake's is known, the delivery's once it happens. */
function Signature({ label, day }: { label: string; day: string | null }) {
  return (
    <div className="break-inside-avoid">
      <p>Data: {day ?? "____/____/________"}</p>
      <p className="mt-12 border-t border-slate-950 pt-2 text-center print:mt-10">{label}</p>
    </div>
  );
}

/**
 * The printed service order (docs/product.md §2, docs/decisions/026): the shop, the client, the
 * device as it came in, the report, the work and its price, the warranty and its terms, and the
 * customer's signatures at intake and at delivery. The unlock code is never printed.
 */
export function OrderPrintSheet({
  order,
  company,
  tracking,
}: {
  order: Order;
  company: CompanyInfo | undefined;
  tracking: TrackingLinkWithQr | undefined;
}) {
  return (
    <article className="order-sheet mx-auto w-full max-w-[210mm] bg-white p-4 text-slate-950 shadow-lg sm:min-h-[297mm] sm:p-[15mm] print:min-h-0 print:p-0 print:shadow-none">
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
          <h1 className="text-xl font-bold">Ordem de Serviço</h1>
          <p className="text-lg font-semibold">{formatOrderNumber(order.number)}</p>
          <p className="text-sm">Data: {formatDay(order.createdAt)}</p>
          <p className="text-sm">Status: {ORDER_STATUS_LABELS[order.status]}</p>
          {order.warrantyOf && (
            <p className="text-sm">Retorno de garantia da {formatOrderNumber(order.warrantyOf.number)}</p>
          )}
        </div>
        {tracking?.url && (
          <figure className="flex shrink-0 items-center gap-3 sm:w-[34mm] sm:flex-col sm:gap-1 sm:text-center">
            <TrackingQr tracking={tracking} className="w-[26mm] shrink-0" />
            <figcaption className="min-w-0 text-[10px] leading-tight break-all">
              Acompanhe pelo celular: {shortTrackingUrl(tracking.url)}
            </figcaption>
          </figure>
        )}
      </header>

      {/* Side by side from a tablet's width and on paper, so a usual order fits one A4 page. */}
      <div className="grid gap-x-8 sm:grid-cols-2">
        <Block title="Cliente">
          <Facts
            rows={[
              ["Nome", order.client.name],
              ["CPF", formatCpf(order.client.cpf) || "—"],
              ["Telefone", formatPhone(order.client.phone) || "—"],
              ["Endereço", order.client.address ?? "—"],
              ["E-mail", order.client.email ?? "—"],
            ]}
          />
        </Block>

        <Block title="Aparelho">
          <Facts
            rows={[
              ["Marca", order.brand],
              ["Modelo", order.model],
              ["Aparelho", order.device],
              ["IMEI / nº de série", order.serialNumber ?? "—"],
              ["Defeito relatado", order.defect],
              ["Acessórios", accessoriesText(order)],
              ["Estado de entrada", order.arrivalCondition ?? "—"],
              ["Técnico", order.technician?.name ?? "—"],
              ["Previsão", order.expectedOn ? formatDay(order.expectedOn) : "A combinar"],
            ]}
          />
        </Block>
      </div>

      {order.technicalReport && (
        <Block title="Laudo técnico">
          <p className="whitespace-pre-line wrap-anywhere">{order.technicalReport}</p>
        </Block>
      )}

      <Block title="Serviços">
        <ServicesTable order={order} />
      </Block>

      {order.appointments.length > 0 && (
        <Block title="Visitas Técnicas">
          <ul className="space-y-1">
            {order.appointments.map((appointment) => (
              <li key={appointment.id}>
                {formatDay(appointment.date)} · {APPOINTMENT_PERIOD_LABELS[appointment.period]} ·{" "}
                {APPOINTMENT_STATUS_LABELS[appointment.status]}
              </li>
            ))}
          </ul>
        </Block>
      )}

      <Block title="Pagamento e Garantia">
        <Facts
          rows={[
            ["Condição de pagamento", order.paymentCondition ? PAYMENT_CONDITION_LABELS[order.paymentCondition] : "—"],
            ["Forma de pagamento", order.paymentMethod ? PAYMENT_METHOD_LABELS[order.paymentMethod] : "—"],
            ["Garantia", warrantyText(order)],
            ...(order.quote?.decision === "aprovado" && order.quote.current
              ? [["Orçamento", decisionText(order.quote)] as [string, ReactNode]]
              : []),
          ]}
        />
      </Block>

      {order.deliveredAt && (
        <Block title="Entrega">
          <Facts
            rows={[
              ["Retirado por", order.pickedUpBy ?? "—"],
              ["Entregue em", `${formatDay(order.deliveredAt)} às ${timeOfDay(order.deliveredAt)}`],
            ]}
          />
        </Block>
      )}

      {order.cancelReason && (
        <Block title="Cancelamento">
          <p className="whitespace-pre-line wrap-anywhere">{order.cancelReason}</p>
        </Block>
      )}

      {order.additionalInfo && (
        <Block title="Informações adicionais">
          <p className="whitespace-pre-line wrap-anywhere">{order.additionalInfo}</p>
        </Block>
      )}

      <Block title="Termos de garantia">
        <p className="text-xs whitespace-pre-line wrap-anywhere">{company?.warrantyTerms ?? DEFAULT_WARRANTY_TERMS}</p>
      </Block>

      <div className="mt-10 grid gap-10 text-sm sm:grid-cols-2 sm:gap-12 print:mt-8">
        <Signature label="Assinatura do cliente — entrada" day={formatDay(order.createdAt)} />
        <Signature
          label="Assinatura do cliente — entrega"
          day={order.deliveredAt ? formatDay(order.deliveredAt) : null}
        />
      </div>
    </article>
  );
}

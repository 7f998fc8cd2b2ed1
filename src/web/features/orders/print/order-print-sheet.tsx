import type { ReactNode } from "react";
import { addMonths, parseISO } from "date-fns";
import type { CompanyInfo } from "@shared/client-types";
import { discountCents, serviceTotalCents, toCents } from "@shared/money";
import { formatOrderNumber, type Order } from "@shared/order-types";
import { ORDER_STATUS_LABELS } from "@shared/value-sets";
import { formatAmount, formatCents, formatDay, formatPercent } from "@web/lib/format";
import {
  APPOINTMENT_PERIOD_LABELS,
  APPOINTMENT_STATUS_LABELS,
  PAYMENT_CONDITION_LABELS,
  PAYMENT_METHOD_LABELS,
} from "@web/features/orders/order-labels";

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-6 break-inside-avoid">
      <h2 className="border-b border-slate-400 pb-1 text-sm font-bold tracking-wide uppercase">{title}</h2>
      <div className="mt-2 text-sm">{children}</div>
    </section>
  );
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-semibold">{term}:</dt>
          <dd className="break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function warrantyText(order: Order): string {
  if (!order.warrantyMonths) return "Sem garantia";
  const until = formatDay(addMonths(parseISO(order.createdAt), order.warrantyMonths).toISOString());
  return `${order.warrantyMonths} ${order.warrantyMonths === 1 ? "mês" : "meses"} (até ${until})`;
}

function discountText(service: Order["services"][number]): string {
  if (discountCents(service) === 0) return "—";
  return service.discountType === "porcentagem"
    ? `${formatPercent(Number(service.discountValue))}%`
    : formatAmount(service.discountValue);
}

/** The printed service order: the shop, the client, the device, the work and its price, and room to sign. */
export function OrderPrintSheet({ order, company }: { order: Order; company: CompanyInfo | undefined }) {
  const companyDetails = company
    ? [company.cnpj && `CNPJ ${company.cnpj}`, company.phone, company.email, company.address].filter(Boolean)
    : [];
  return (
    <article className="mx-auto min-h-[297mm] w-full max-w-[210mm] bg-white p-[15mm] text-slate-950 shadow-lg print:min-h-0 print:max-w-none print:p-0 print:shadow-none">
      <header className="flex items-start justify-between gap-6 border-b-2 border-slate-950 pb-4">
        <div>
          {company && <p className="text-xl font-bold">{company.name}</p>}
          {companyDetails.map((detail) => (
            <p key={detail} className="text-sm">
              {detail}
            </p>
          ))}
        </div>
        <div className="text-right">
          <h1 className="text-xl font-bold">Ordem de Serviço</h1>
          <p className="text-lg font-semibold">{formatOrderNumber(order.number)}</p>
          <p className="text-sm">Data: {formatDay(order.createdAt)}</p>
          <p className="text-sm">Status: {ORDER_STATUS_LABELS[order.status]}</p>
        </div>
      </header>

      <Block title="Cliente">
        <Facts
          rows={[
            ["Nome", order.client.name],
            ["Telefone", order.client.phone ?? "—"],
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
            ["Defeito", order.defect],
          ]}
        />
      </Block>

      <Block title="Serviços">
        {order.services.length === 0 ? (
          <p>Nenhum serviço registrado.</p>
        ) : (
          <table className="w-full border-collapse">
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
                  <td className="py-1 pr-2 break-words">{service.description}</td>
                  <td className="py-1 pr-2 text-right">{formatCents(toCents(service.value))}</td>
                  <td className="py-1 pr-2 text-right">{discountText(service)}</td>
                  <td className="py-1 text-right">{formatCents(serviceTotalCents(service))}</td>
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
        )}
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
          ]}
        />
      </Block>

      {order.additionalInfo && (
        <Block title="Informações adicionais">
          <p className="whitespace-pre-line">{order.additionalInfo}</p>
        </Block>
      )}

      <div className="mt-20 grid grid-cols-2 gap-12 break-inside-avoid text-center text-sm">
        <p className="border-t border-slate-950 pt-2">Assinatura do cliente</p>
        <p className="border-t border-slate-950 pt-2">Assinatura do técnico</p>
      </div>
    </article>
  );
}

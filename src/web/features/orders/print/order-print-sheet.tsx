import type { ReactNode } from "react";
import type { CompanyInfo } from "@shared/client-types";
import { moneyTexts } from "@web/features/payments/money-text";
import { PAYMENT_METHOD_LABELS, PAYMENT_STATE_LABELS } from "@shared/payments";
import { formatCpf, formatPhone } from "@shared/br-numbers";
import { formatOrderNumber, type Order } from "@shared/order-types";
import { ORDER_STATUS_LABELS } from "@shared/value-sets";
import { DEFAULT_WARRANTY_TERMS } from "@shared/warranty-terms";
import type { TrackingLinkWithQr } from "@shared/tracking-types";
import { decisionText } from "@web/features/orders/components/quote-text";
import { shortTrackingUrl, TrackingQr } from "@web/features/orders/components/tracking-qr";
import { formatDay } from "@web/lib/format";
import { warrantyText } from "@web/features/orders/warranty";
import {
  APPOINTMENT_PERIOD_LABELS,
  APPOINTMENT_STATUS_LABELS,
  PAYMENT_CONDITION_LABELS,
} from "@web/features/orders/order-labels";
import { A4Sheet, SheetHeader } from "./a4-sheet";
import { Block, Facts, PartsTable, ServicesTable } from "./print-blocks";
import { accessoriesText, timeOfDay } from "./print-text";

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
  const money = moneyTexts(order);
  return (
    <A4Sheet>
      <SheetHeader
        company={company}
        title="Ordem de Serviço"
        number={order.number}
        aside={
          tracking?.url && (
            <figure className="flex shrink-0 items-center gap-3 sm:w-[34mm] sm:flex-col sm:gap-1 sm:text-center">
              <TrackingQr tracking={tracking} className="w-[26mm] shrink-0" />
              <figcaption className="min-w-0 text-[10px] leading-tight break-all">
                Acompanhe pelo celular: {shortTrackingUrl(tracking.url)}
              </figcaption>
            </figure>
          )
        }
      >
        <p className="text-sm">Data: {formatDay(order.createdAt)}</p>
        <p className="text-sm">Status: {ORDER_STATUS_LABELS[order.status]}</p>
        {order.warrantyOf && (
          <p className="text-sm">Retorno de garantia da {formatOrderNumber(order.warrantyOf.number)}</p>
        )}
      </SheetHeader>

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

      {order.parts.length > 0 && (
        <Block title="Peças">
          <PartsTable order={order} />
        </Block>
      )}

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
            ["Total", money.total],
            ["Pago", money.paid],
            ["Saldo", money.balance],
            ["Situação do pagamento", PAYMENT_STATE_LABELS[order.money.state]],
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
    </A4Sheet>
  );
}

import type { CompanyInfo } from "@shared/client-types";
import { formatCpf } from "@shared/br-numbers";
import type { Order } from "@shared/order-types";
import { formatDay } from "@web/lib/format";
import { warrantyText } from "@web/features/orders/warranty";
import { A4Sheet, SheetHeader } from "./a4-sheet";
import { Block, Facts, PartsTable, ServicesTable } from "./print-blocks";
import { timeOfDay } from "./print-text";

/**
 * Where whoever picked the device up signs: the signature drawn at delivery above the line, or the
 * line left blank to sign on paper.
 */
function SignatureLine({ order }: { order: Order }) {
  const who = order.pickedUpBy ?? "quem retirou";
  return (
    <div className="mt-10 break-inside-avoid text-sm sm:max-w-[100mm] print:mt-8">
      {order.deliverySignatureUrl ? (
        <img
          src={order.deliverySignatureUrl}
          alt={`Assinatura de ${who}`}
          className="block h-auto max-h-[40mm] w-full max-w-[90mm] object-contain object-left-bottom"
        />
      ) : (
        <div className="h-16" />
      )}
      <p className="border-t border-slate-950 pt-2 text-center">Assinatura de {who}</p>
    </div>
  );
}

/**
 * The delivery receipt (docs/decisions/030): what the shop keeps to show the device was handed back,
 * to whom and when, with the work done, its price and the warranty's last day, signed by whoever
 * picked it up. Printed on A4 like the service order, with its paper and phone layout (order-print.css).
 */
export function DeliveryReceiptSheet({ order, company }: { order: Order; company: CompanyInfo | undefined }) {
  return (
    <A4Sheet>
      <SheetHeader company={company} title="Comprovante de entrega" number={order.number} />

      {order.deliveredAt ? (
        <>
          <div className="grid gap-x-8 sm:grid-cols-2">
            <Block title="Cliente">
              <Facts
                rows={[
                  ["Nome", order.client.name],
                  ["CPF", formatCpf(order.client.cpf) || "—"],
                ]}
              />
            </Block>
            <Block title="Aparelho">
              <Facts
                rows={[
                  ["Aparelho", `${order.device} · ${order.brand} ${order.model}`],
                  ["IMEI / nº de série", order.serialNumber ?? "—"],
                ]}
              />
            </Block>
          </div>

          <Block title="Serviços">
            <ServicesTable order={order} />
          </Block>

          {order.parts.length > 0 && (
            <Block title="Peças">
              <PartsTable order={order} />
            </Block>
          )}

          <Block title="Entrega">
            <Facts
              rows={[
                ["Entregue em", `${formatDay(order.deliveredAt)} às ${timeOfDay(order.deliveredAt)}`],
                ["Retirado por", order.pickedUpBy ?? "—"],
                ["Garantia", warrantyText(order)],
              ]}
            />
          </Block>

          <p className="mt-6 text-sm break-inside-avoid">
            Declaro que recebi o aparelho descrito acima, com os serviços relacionados.
          </p>
          <SignatureLine order={order} />
        </>
      ) : (
        <p className="mt-6 text-sm">
          Este pedido ainda não foi entregue: o comprovante fica disponível após a entrega.
        </p>
      )}
    </A4Sheet>
  );
}

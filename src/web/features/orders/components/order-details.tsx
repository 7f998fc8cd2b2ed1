import { orderPage } from "@shared/page-paths";
import { useState, type ReactNode } from "react";
import { Link } from "react-router";
import { formatPhone } from "@shared/br-numbers";
import { formatOrderNumber, type Order } from "@shared/order-types";
import { ACCESSORY_LABELS } from "@shared/value-sets";
import { PhoneCallLink } from "@web/components/phone-call-link";
import { Button } from "@web/components/ui/button";
import { DetailList } from "@web/components/ui/detail-list";
import { formatDay } from "@web/lib/format";
import { warrantyText } from "@web/features/orders/warranty";

const orderLink = (link: { id: string; number: number }) => (
  <Link key={link.id} to={orderPage(link.id)} className="font-medium underline underline-offset-2">
    {formatOrderNumber(link.number)}
  </Link>
);

/** The order's facts: client, device and intake, responsibility, delivery, warranty and links (its services, visits and photos have cards of their own). */
export function OrderDetails({
  order,
  showClientPhone,
  showUnlockCode,
}: {
  order: Order;
  showClientPhone: boolean;
  showUnlockCode: boolean;
}) {
  const accessories = [...order.accessories.map((a) => ACCESSORY_LABELS[a]), order.accessoriesNote]
    .filter(Boolean)
    .join(", ");
  const rows: { term: string; value: ReactNode }[] = [
    { term: "Cliente", value: order.client.name },
    // For staff, who call the customer; the customer knows their own.
    {
      term: "Telefone",
      value: showClientPhone && order.client.phone && (
        <span className="inline-flex flex-wrap items-center gap-x-3">
          {formatPhone(order.client.phone)}
          <PhoneCallLink phone={order.client.phone} />
        </span>
      ),
    },
    { term: "Aparelho", value: `${order.device} · ${order.brand} ${order.model}` },
    { term: "IMEI / número de série", value: order.serialNumber },
    { term: "Defeito", value: order.defect },
    { term: "Acessórios deixados", value: accessories || "Nenhum" },
    { term: "Estado de entrada", value: order.arrivalCondition },
    {
      term: "Senha de desbloqueio",
      value: showUnlockCode && order.unlockCode ? <Secret value={order.unlockCode} /> : null,
    },
    { term: "Técnico responsável", value: order.technician?.name },
    { term: "Previsão", value: order.expectedOn && formatDay(order.expectedOn) },
    { term: "Laudo técnico", value: order.technicalReport },
    { term: "Entrada", value: formatDay(order.createdAt) },
    {
      term: "Entrega",
      value: order.deliveredAt && `${formatDay(order.deliveredAt)}, retirado por ${order.pickedUpBy ?? "—"}`,
    },
    { term: "Motivo do cancelamento", value: order.cancelReason },
    { term: "Garantia", value: warrantyText(order) },
    { term: "Retorno de garantia da", value: order.warrantyOf && orderLink(order.warrantyOf) },
    {
      term: "Retornos de garantia",
      value: order.warrantyReturns.length > 0 && (
        <span className="flex flex-wrap gap-2">{order.warrantyReturns.map(orderLink)}</span>
      ),
    },
  ];
  return <DetailList rows={rows.filter((row) => row.value)} />;
}

/** A secret shown as dots until asked for. */
function Secret({ value }: { value: string }) {
  const [shown, setShown] = useState(false);
  return (
    <span className="inline-flex items-center gap-2">
      <span className="font-mono">{shown ? value : "••••••"}</span>
      <Button variant="ghost" className="h-7 px-2 text-xs" aria-pressed={shown} onClick={() => setShown((s) => !s)}>
        {shown ? "Ocultar" : "Mostrar"}
      </Button>
    </span>
  );
}

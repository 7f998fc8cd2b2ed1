import type { OrderEvent } from "@shared/order-types";
import { formatOrderNumber } from "@shared/order-types";
import { ORDER_STATUS_LABELS } from "@shared/value-sets";
import { formatAmount, formatDay } from "@web/lib/format";
import { useOrderHistory } from "@web/features/orders/api/order-history";

const time = (iso: string) => new Date(iso).toLocaleTimeString("pt-BR", { hour: "2-digit", minute: "2-digit" });

const money = (total: unknown) => (typeof total === "string" ? ` (${formatAmount(total)})` : "");

/** What one entry of the history says, in the shop's words. */
function describe(event: OrderEvent): string {
  const to = event.toStatus ? ORDER_STATUS_LABELS[event.toStatus] : "";
  const detail = event.detail ?? {};
  switch (event.kind) {
    case "criado":
      return typeof detail.warrantyOf === "number"
        ? `Pedido aberto como retorno de garantia da ${formatOrderNumber(detail.warrantyOf)}`
        : `Pedido criado como “${to}”`;
    case "status":
      return event.fromStatus ? `${ORDER_STATUS_LABELS[event.fromStatus]} → ${to}` : to;
    case "entregue": {
      const who = typeof detail.pickedUpBy === "string" ? `Entregue, retirado por ${detail.pickedUpBy}` : "Entregue";
      return detail.signed === true ? `${who}, com assinatura` : who;
    }
    case "atribuido":
      return `Técnico responsável: ${String(detail.technicianName ?? "—")}`;
    case "editado":
      return `Dados alterados: ${(detail.fields as string[] | undefined)?.join(", ") ?? "—"}`;
    case "retorno_garantia":
      return typeof detail.number === "number"
        ? `Retorno de garantia aberto: ${formatOrderNumber(detail.number)}`
        : "Retorno de garantia aberto";
    case "acompanhamento_visto":
      return "Cliente abriu o link de acompanhamento pela primeira vez";
    case "link_renovado":
      return "Novo link de acompanhamento gerado (o anterior deixou de funcionar)";
    case "link_revogado":
      return "Link de acompanhamento revogado";
    case "whatsapp":
      return `Mensagem enviada pelo WhatsApp${typeof detail.moment === "string" ? ` (${detail.moment})` : ""}`;
    case "orcamento_aprovado":
      return `Orçamento aprovado por ${String(detail.signerName ?? "cliente")}${money(detail.total)}`;
    case "orcamento_recusado":
      return `Orçamento recusado pelo cliente${money(detail.total)}`;
    case "orcamento_alterado":
      return "Serviços ou peças alterados depois da aprovação: o orçamento precisa de nova aprovação";
    case "pecas":
      return partsChange(detail);
  }
}

/** A part added, changed or removed, or all of them back on the shelf at cancellation (docs/decisions/045). */
function partsChange(detail: Record<string, unknown>): string {
  const units = typeof detail.quantity === "number" ? ` (${detail.quantity} un.)` : "";
  const part = String(detail.description ?? "");
  switch (detail.action) {
    case "adicionada":
      return `Peça adicionada: ${part}${units}`;
    case "alterada":
      return `Peça alterada: ${part}${units}`;
    case "removida":
      return `Peça removida e devolvida ao estoque: ${part}${units}`;
    default:
      return `Peças devolvidas ao estoque${units}`;
  }
}

/** The order's history as a timeline, oldest first: who did what, when, with their note. */
export function OrderTimeline({ orderId }: { orderId: string }) {
  const history = useOrderHistory(orderId);
  if (history.isPending) return <p className="text-sm text-muted-foreground">Carregando histórico...</p>;
  if (history.isError) return <p className="text-sm text-muted-foreground">Erro ao carregar o histórico</p>;
  return (
    <ol aria-label="Histórico do pedido" className="space-y-4 border-l-2 border-border pl-4">
      {history.data.map((event) => (
        <li key={event.id} className="relative">
          <span aria-hidden="true" className="absolute top-1.5 -left-[23px] size-3 rounded-full bg-primary" />
          <p className="text-sm font-medium">{describe(event)}</p>
          {event.note && <p className="text-sm break-words whitespace-pre-line">{event.note}</p>}
          {event.kind === "status" &&
            event.toStatus === "cancelado" &&
            typeof event.detail?.cancelReason === "string" && (
              <p className="text-sm break-words">Motivo: {event.detail.cancelReason}</p>
            )}
          <p className="text-xs text-muted-foreground">
            {formatDay(event.createdAt)} às {time(event.createdAt)}
            {event.userName && ` · ${event.userName}`}
          </p>
        </li>
      ))}
    </ol>
  );
}

import { lazy, Suspense, useState } from "react";
import { Banknote, QrCode } from "lucide-react";
import type { Order } from "@shared/order-types";
import type { Payment } from "@shared/payments";
import { Button } from "@web/components/ui/button";
import { RegionCard } from "@web/components/ui/region-card";
import { useOrderPayments } from "@web/features/payments/api/order-payments";
import { MoneySummary } from "./money-summary";
import { PaymentRow } from "./payment-row";

// The dialogs (and the schema they check with) arrive when one first opens, not with the order page.
const RecordPaymentDialog = lazy(() => import("./record-payment-dialog"));
const ReversePaymentDialog = lazy(() => import("./reverse-payment-dialog"));
const PixChargeDialog = lazy(() => import("./pix-charge-dialog"));

interface PaymentsCardProps {
  order: Pick<Order, "id" | "number" | "status" | "money" | "services" | "parts" | "total">;
  /** Staff record payments and charge by Pix; only an admin reverses one. */
  canRecord: boolean;
  canReverse: boolean;
}

type Open = { dialog: "record" } | { dialog: "pix" } | { dialog: "reverse"; payment: Payment } | null;

/** 'Pagamentos' on the order page: what it costs, what came in, what is left, and each payment. */
export function PaymentsCard({ order, canRecord, canReverse }: PaymentsCardProps) {
  const payments = useOrderPayments(order.id);
  const [open, setOpen] = useState<Open>(null);
  const due = order.money.balanceCents > 0 && order.status !== "cancelado";
  const close = () => setOpen(null);
  const rows = payments.data ?? [];
  const reasons = new Map(rows.filter((p) => p.reverses).map((p) => [p.reverses!, p.reason]));

  return (
    <RegionCard id="order-payments" title="Pagamentos">
      <MoneySummary order={order} />
      {canRecord && due && (
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setOpen({ dialog: "record" })}>
            <Banknote aria-hidden="true" className="size-4" />
            Registrar pagamento
          </Button>
          <Button variant="outline" onClick={() => setOpen({ dialog: "pix" })}>
            <QrCode aria-hidden="true" className="size-4" />
            Cobrar por Pix
          </Button>
        </div>
      )}
      {payments.isPending ? (
        <p className="text-sm text-muted-foreground">Carregando pagamentos…</p>
      ) : payments.isError ? (
        <p className="text-sm text-destructive">Não foi possível carregar os pagamentos.</p>
      ) : rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nenhum pagamento registrado.</p>
      ) : (
        <ul aria-label="Pagamentos do pedido" className="space-y-3 text-sm">
          {rows.map((payment) => (
            <PaymentRow
              key={payment.id}
              orderId={order.id}
              payment={payment}
              undoneBecause={reasons.get(payment.id) ?? null}
              onReverse={
                canReverse && payment.kind !== "estorno" && payment.reversedBy === null
                  ? () => setOpen({ dialog: "reverse", payment })
                  : null
              }
            />
          ))}
        </ul>
      )}
      <Suspense fallback={null}>
        {open?.dialog === "record" && <RecordPaymentDialog order={order} onClose={close} />}
        {open?.dialog === "pix" && <PixChargeDialog order={order} onClose={close} />}
        {open?.dialog === "reverse" && <ReversePaymentDialog payment={open.payment} onClose={close} />}
      </Suspense>
    </RegionCard>
  );
}

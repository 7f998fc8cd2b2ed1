import type { ReactNode } from "react";
import { Printer } from "lucide-react";
import { Link } from "react-router";
import { PAGE } from "@shared/page-paths";
import type { CompanyInfo } from "@shared/client-types";
import type { Order } from "@shared/order-types";
import type { Payment } from "@shared/payments";
import { Card } from "@web/components/ui/card";
import { LoadingScreen } from "@web/components/ui/loading-screen";
import { isNotFound } from "@web/lib/api-client";
import { useOrderPayments } from "@web/features/payments/api/order-payments";
import { OrderNotFound } from "@web/features/orders/components/order-not-found";
import { BackLink, PrintFrame, printLink } from "./print-frame";

/** What a payment's paper prints: the row, the one it undoes when it is an estorno, the order and the shop. */
export interface PaymentPaperProps {
  payment: Payment;
  reversed: Payment | undefined;
  order: Order;
  company: CompanyInfo | undefined;
}

function PaymentNotFound() {
  return (
    <Card className="mx-auto mt-8 max-w-md p-8 text-center">
      <h1 className="text-xl font-bold">Pagamento não encontrado</h1>
      <p className="mt-2 text-muted-foreground">Este pagamento não existe neste pedido.</p>
      <Link
        to={PAGE.orders}
        className="mt-6 inline-flex h-10 items-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary-hover"
      >
        Voltar aos pedidos
      </Link>
    </Card>
  );
}

function PaymentOf({
  orderId,
  paymentId,
  children,
}: {
  orderId: string;
  paymentId: string;
  children: (payment: Payment, reversed: Payment | undefined) => ReactNode;
}) {
  const payments = useOrderPayments(orderId);
  if (payments.isPending) return <LoadingScreen />;
  if (payments.isError) {
    if (isNotFound(payments.error)) return <OrderNotFound />;
    throw payments.error;
  }
  const payment = payments.data.find((p) => p.id === paymentId);
  if (!payment) return <PaymentNotFound />;
  return children(
    payment,
    payments.data.find((p) => p.id === payment.reverses),
  );
}

/**
 * A payment's receipt, outside the app shell (docs/decisions/042): reprinted at any time from the rows,
 * by staff for any order and by a customer for their own (the server answers 404 to anyone else).
 */
export function PaymentPrintFrame({
  orderId,
  paymentId,
  other,
  children,
}: {
  orderId: string;
  paymentId: string;
  /** The same receipt on the other paper. */
  other: { to: string; label: string };
  children: (props: PaymentPaperProps) => ReactNode;
}) {
  return (
    <PrintFrame
      orderId={orderId}
      actionsClassName="max-w-[210mm]"
      actions={
        <>
          <BackLink orderId={orderId} />
          <Link to={other.to} replace className={printLink}>
            <Printer aria-hidden="true" className="size-4" />
            {other.label}
          </Link>
        </>
      }
    >
      {(order, company) => (
        <PaymentOf orderId={orderId} paymentId={paymentId}>
          {(payment, reversed) => children({ payment, reversed, order, company })}
        </PaymentOf>
      )}
    </PrintFrame>
  );
}

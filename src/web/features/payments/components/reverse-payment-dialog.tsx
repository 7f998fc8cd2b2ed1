import { formatCents } from "@shared/money";
import type { Payment } from "@shared/payments";
import { useReversePayment } from "@web/features/payments/api/order-payments";
import { methodText } from "./payment-row";
import { ReversalDialog } from "./reversal-dialog";

/** An admin's 'Estornar': the payment stays, struck through, and a new row undoes it, with the reason. */
export default function ReversePaymentDialog({ payment, onClose }: { payment: Payment; onClose: () => void }) {
  return (
    <ReversalDialog
      title="Estornar pagamento"
      description={`${methodText(payment)} · ${formatCents(payment.amountCents)}`}
      reverse={useReversePayment(payment.id)}
      done="Pagamento estornado"
      failed="Erro ao estornar pagamento"
      onClose={onClose}
    />
  );
}

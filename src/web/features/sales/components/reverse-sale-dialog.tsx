import { formatCents } from "@shared/money";
import { formatSaleNumber, type Sale } from "@shared/sale-types";
import { ReversalDialog } from "@web/features/payments/components/reversal-dialog";
import { useReverseSale } from "@web/features/sales/api/sales";

/** An admin's 'Estornar venda': the money goes back as an estorno, the parts back on the shelf; the sale stays. */
export default function ReverseSaleDialog({ sale, onClose }: { sale: Sale; onClose: () => void }) {
  return (
    <ReversalDialog
      title="Estornar venda"
      description={`${formatSaleNumber(sale.number)} · ${formatCents(sale.totalCents)}. O valor é devolvido e as peças voltam ao estoque.`}
      reverse={useReverseSale(sale.id)}
      done="Venda estornada"
      failed="Erro ao estornar a venda"
      onClose={onClose}
    />
  );
}

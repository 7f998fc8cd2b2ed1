import type { CompanyInfo } from "@shared/client-types";
import { formatCpf } from "@shared/br-numbers";
import { formatCents } from "@shared/money";
import { changeCents } from "@shared/payments";
import { formatSaleNumber, type Sale } from "@shared/sale-types";
import { formatDateTime } from "@web/lib/format-time";
import { partLineText } from "@web/features/orders/components/part-price";
import {
  ReceiptFact,
  ReceiptHeader,
  ReceiptLine as Line,
  ReceiptPaper,
  receiptRule,
} from "@web/features/orders/print/receipt-paper";
import { methodText } from "@web/features/payments/components/payment-row";

export const SALE_REVERSED_NOTICE = "Estornada: esta venda foi desfeita e não vale como comprovante.";

/**
 * A counter sale's receipt on 80 mm thermal paper (docs/decisions/048): the shop, the sale's number and
 * day, each part with how its price is made, the total, how it was paid and the change. Not a nota
 * fiscal, and it says so.
 */
export function SaleSlip({ sale, company }: { sale: Sale; company: CompanyInfo | undefined }) {
  return (
    <ReceiptPaper>
      <ReceiptHeader company={company} title="Comprovante de venda" subject={formatSaleNumber(sale.number)} />
      {sale.reversed && (
        <p role="note" className="mt-2 border border-black p-1 text-center font-bold uppercase">
          {SALE_REVERSED_NOTICE}
        </p>
      )}
      <hr className={receiptRule} />
      <dl>
        <ReceiptFact term="Data">{formatDateTime(sale.createdAt)}</ReceiptFact>
        {sale.soldBy && <ReceiptFact term="Vendedor">{sale.soldBy.name}</ReceiptFact>}
        {sale.client && (
          <ReceiptFact term="Cliente">
            {sale.client.name}
            {sale.clientCpf && `, CPF ${formatCpf(sale.clientCpf)}`}
          </ReceiptFact>
        )}
      </dl>
      <hr className={receiptRule} />
      <ul aria-label="Itens">
        {sale.items.map((item) => (
          <li key={item.id} className="mb-1">
            <p>{item.description}</p>
            <dl>
              <Line term={partLineText(item)} value={formatCents(item.totalCents)} />
            </dl>
          </li>
        ))}
      </ul>
      <hr className={receiptRule} />
      <dl>
        <div className="flex justify-between gap-2 text-[14px] font-bold">
          <dt>TOTAL</dt>
          <dd>{formatCents(sale.totalCents)}</dd>
        </div>
        <Line term="Pagamento" value={methodText(sale.payment)} />
        {sale.payment.cashTenderedCents !== null && (
          <>
            <Line term="Valor recebido" value={formatCents(sale.payment.cashTenderedCents)} />
            <Line term="Troco" value={formatCents(changeCents(sale.payment))} />
          </>
        )}
      </dl>
      <hr className={receiptRule} />
      <p className="text-center">Este comprovante não é documento fiscal.</p>
    </ReceiptPaper>
  );
}

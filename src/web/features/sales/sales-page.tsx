import { Plus } from "lucide-react";
import { Link } from "react-router";
import { formatCents } from "@shared/money";
import { PAGE, salePage } from "@shared/page-paths";
import { PAYMENT_METHOD_LABELS } from "@shared/payments";
import { formatSaleNumber, type SaleSummary } from "@shared/sale-types";
import { ListResults } from "@web/components/list/list-results";
import { Card } from "@web/components/ui/card";
import { DetailList } from "@web/components/ui/detail-list";
import { PageHeader } from "@web/components/ui/page-header";
import { formatDateTime } from "@web/lib/format-time";
import { useSales } from "./api/sales";

const newSaleLink =
  "inline-flex h-10 items-center justify-center gap-2 rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground hover:bg-primary-hover";

/** /vendas (staff): the counter sales, newest first, each opening its page; 'Nova venda' at the top. */
export function SalesPage() {
  const sales = useSales();
  return (
    <div className="space-y-6">
      <PageHeader
        title="Vendas"
        description="Vendas balcão de peças e acessórios, sem pedido"
        action={
          <Link to={PAGE.newSale} className={newSaleLink}>
            <Plus aria-hidden="true" className="size-4" />
            Nova venda
          </Link>
        }
      />
      <ListResults
        query={sales}
        noun={["venda", "vendas"]}
        loadingText="Carregando vendas..."
        errorText="Erro ao carregar vendas"
        filtered={false}
        emptyText="Nenhuma venda registrada ainda"
        noMatchText="Nenhuma venda encontrada"
        renderItem={(sale) => <SaleCard sale={sale} />}
      />
    </div>
  );
}

function SaleCard({ sale }: { sale: SaleSummary }) {
  const headingId = `sale-${sale.id}`;
  return (
    <Card className="p-5">
      <article aria-labelledby={headingId} className="space-y-3">
        <h2 id={headingId} className="flex flex-wrap items-center gap-2 font-semibold">
          <Link to={salePage(sale.id)} className="hover:underline">
            {formatSaleNumber(sale.number)}
          </Link>
          {sale.reversed && <span className="text-sm font-semibold text-destructive">Estornada</span>}
        </h2>
        <DetailList
          rows={[
            { term: "Data", value: formatDateTime(sale.createdAt) },
            { term: "Cliente", value: sale.client?.name ?? "Sem cliente" },
            { term: "Vendido por", value: sale.soldBy?.name ?? "—" },
            { term: "Pagamento", value: PAYMENT_METHOD_LABELS[sale.method] },
            { term: "Total", value: <strong>{formatCents(sale.totalCents)}</strong> },
          ]}
        />
      </article>
    </Card>
  );
}

import { Plus } from "lucide-react";
import { Link } from "react-router";
import { formatCents } from "@shared/money";
import { PAGE, purchasePage } from "@shared/page-paths";
import type { PurchaseSummary } from "@shared/stock-types";
import { ListResults } from "@web/components/list/list-results";
import { Card } from "@web/components/ui/card";
import { DetailList } from "@web/components/ui/detail-list";
import { PageHeader } from "@web/components/ui/page-header";
import { countOf, formatDay } from "@web/lib/format";
import { usePurchases } from "./api/purchases";

const newPurchaseLink =
  "inline-flex h-10 items-center justify-center gap-2 rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground hover:bg-primary-hover";

/** /compras (admin): the purchases recorded, newest first, each opening its page. */
export function PurchasesPage() {
  const purchases = usePurchases();
  return (
    <div className="space-y-6">
      <PageHeader
        title="Compras"
        description="Compras de peças dos fornecedores: cada uma dá entrada no estoque"
        action={
          <Link to={PAGE.newPurchase} className={newPurchaseLink}>
            <Plus aria-hidden="true" className="size-4" />
            Nova compra
          </Link>
        }
      />
      <ListResults
        query={purchases}
        noun={["compra", "compras"]}
        loadingText="Carregando compras..."
        errorText="Erro ao carregar compras"
        filtered={false}
        emptyText="Nenhuma compra registrada ainda"
        noMatchText="Nenhuma compra encontrada"
        renderItem={(purchase) => <PurchaseCard purchase={purchase} />}
      />
    </div>
  );
}

/** The day and supplier as a purchase is named: "Compra de 05/03/2026 · Distribuidora". */
const purchaseTitle = (purchase: Pick<PurchaseSummary, "purchasedOn" | "supplier">) =>
  `Compra de ${formatDay(purchase.purchasedOn)} · ${purchase.supplier.name}`;

function PurchaseCard({ purchase }: { purchase: PurchaseSummary }) {
  const headingId = `purchase-${purchase.id}`;
  return (
    <Card className="p-5">
      <article aria-labelledby={headingId} className="space-y-3">
        <h2 id={headingId} className="font-semibold break-words">
          <Link to={purchasePage(purchase.id)} className="hover:underline">
            {purchaseTitle(purchase)}
          </Link>
        </h2>
        <DetailList
          rows={[
            { term: "Nota fiscal", value: purchase.invoiceNumber ?? "—" },
            { term: "Itens", value: countOf(purchase.itemCount, "peça", "peças") },
            { term: "Total", value: <strong>{formatCents(purchase.totalCents)}</strong> },
          ]}
        />
      </article>
    </Card>
  );
}

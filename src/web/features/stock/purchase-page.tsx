import { ArrowLeft } from "lucide-react";
import { Link, useParams } from "react-router";
import { formatCents } from "@shared/money";
import { PAGE, productPage } from "@shared/page-paths";
import { Card } from "@web/components/ui/card";
import { FactGrid } from "@web/components/ui/detail-list";
import { LoadingScreen } from "@web/components/ui/loading-screen";
import { PageHeading } from "@web/components/ui/page-heading";
import { RegionCard } from "@web/components/ui/region-card";
import { isNotFound } from "@web/lib/api-client";
import { formatDay } from "@web/lib/format";
import { formatDateTime } from "@web/lib/format-time";
import { usePurchase } from "./api/purchases";

const backLink =
  "inline-flex h-10 items-center gap-2 rounded-md border border-input bg-card px-4 text-sm font-medium hover:bg-accent";
const partLink = "font-medium text-primary-strong underline underline-offset-4";

/** /compras/:id (admin): a purchase's facts, its items with their costs, and the total. */
export function PurchasePage() {
  const { id = "" } = useParams();
  const purchase = usePurchase(id);

  if (purchase.isPending) return <LoadingScreen />;
  if (purchase.isError) {
    if (!isNotFound(purchase.error)) throw purchase.error;
    return (
      <Card className="mx-auto mt-8 max-w-md p-8 text-center">
        <h1 className="text-xl font-bold">Compra não encontrada</h1>
        <Link to={PAGE.purchases} className={`${backLink} mt-6`}>
          Voltar às compras
        </Link>
      </Card>
    );
  }
  const data = purchase.data;
  const facts = [
    { term: "Fornecedor", value: data.supplier.name },
    { term: "Data da compra", value: formatDay(data.purchasedOn) },
    { term: "Nota fiscal", value: data.invoiceNumber },
    { term: "Registrada por", value: data.createdBy?.name },
    { term: "Registrada em", value: formatDateTime(data.createdAt) },
    { term: "Observação", value: data.note },
  ];

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-4">
        <Link to={PAGE.purchases} className={backLink}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Voltar
        </Link>
        <PageHeading>{`Compra de ${formatDay(data.purchasedOn)}`}</PageHeading>
      </div>

      <RegionCard id="purchase-data" title="Dados da compra">
        <FactGrid rows={facts} />
      </RegionCard>

      <RegionCard id="purchase-items" title="Itens">
        <ul aria-label="Itens da compra" className="divide-y divide-border rounded-md border border-border">
          {data.items.map((item) => (
            <li key={item.productId} className="flex flex-wrap items-baseline justify-between gap-3 p-3 text-sm">
              <Link to={productPage(item.productId)} className={`${partLink} break-words`}>
                {item.productName}
              </Link>
              <span className="tabular-nums">
                {item.quantity} × {formatCents(item.unitCostCents)} ={" "}
                <strong>{formatCents(item.quantity * item.unitCostCents)}</strong>
              </span>
            </li>
          ))}
        </ul>
        <p className="flex flex-wrap items-baseline justify-end gap-2 text-lg">
          <span className="text-muted-foreground">Total da compra:</span>
          <strong className="tabular-nums">{formatCents(data.totalCents)}</strong>
        </p>
      </RegionCard>
    </div>
  );
}

import { lazy, Suspense, useState } from "react";
import { ArrowLeft, Printer, Undo2 } from "lucide-react";
import { Link, useParams } from "react-router";
import { formatCents } from "@shared/money";
import { changeCents } from "@shared/payments";
import { clientPage, PAGE, saleSlipPage } from "@shared/page-paths";
import { can } from "@shared/permissions";
import { formatSaleNumber, type Sale } from "@shared/sale-types";
import { Button } from "@web/components/ui/button";
import { FactGrid } from "@web/components/ui/detail-list";
import { LoadingScreen } from "@web/components/ui/loading-screen";
import { PageHeading } from "@web/components/ui/page-heading";
import { RegionCard } from "@web/components/ui/region-card";
import { isNotFound } from "@web/lib/api-client";
import { useCurrentUser } from "@web/lib/current-user";
import { formatDateTime } from "@web/lib/format-time";
import { partLineText } from "@web/features/orders/components/part-price";
import { methodText } from "@web/features/payments/components/payment-row";
import { SaleNotFound } from "@web/features/sales/components/sale-not-found";
import { useSale } from "./api/sales";

const ReverseSaleDialog = lazy(() => import("./components/reverse-sale-dialog"));

const backLink =
  "inline-flex h-10 items-center gap-2 rounded-md border border-input bg-card px-4 text-sm font-medium hover:bg-accent";
const textLink = "font-medium text-primary-strong underline underline-offset-4";

/**
 * /vendas/:id (staff): a counter sale's facts, its parts and its payment; its 80 mm receipt; for the
 * admin its margin and 'Estornar venda' while it stands (docs/decisions/048).
 */
export function SalePage() {
  const { id = "" } = useParams();
  const sale = useSale(id);
  const user = useCurrentUser();
  const [reversing, setReversing] = useState(false);

  if (sale.isPending) return <LoadingScreen />;
  if (sale.isError) {
    if (!isNotFound(sale.error)) throw sale.error;
    return <SaleNotFound />;
  }
  const data = sale.data;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-4">
        <Link to={PAGE.sales} className={backLink}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Voltar
        </Link>
        <PageHeading>{formatSaleNumber(data.number)}</PageHeading>
        {data.reversed && (
          <span className="rounded-full border border-destructive px-3 py-1 text-sm font-semibold text-destructive">
            Estornada
          </span>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <Link to={saleSlipPage(data.id)} className={backLink}>
          <Printer aria-hidden="true" className="size-4" />
          Imprimir recibo
        </Link>
        {can(user.role, "payments.reverse") && !data.reversed && (
          <Button variant="outline" onClick={() => setReversing(true)}>
            <Undo2 aria-hidden="true" className="size-4" />
            Estornar venda
          </Button>
        )}
      </div>

      <RegionCard id="sale-data" title="Dados da venda">
        <FactGrid rows={factsOf(data)} />
      </RegionCard>

      <RegionCard id="sale-items" title="Itens">
        <ul aria-label="Itens da venda" className="divide-y divide-border rounded-md border border-border">
          {data.items.map((item) => (
            <li key={item.id} className="flex flex-wrap items-baseline justify-between gap-3 p-3 text-sm">
              <span className="font-medium break-words">{item.description}</span>
              <span className="text-right tabular-nums">
                <strong>{formatCents(item.totalCents)}</strong>
                <span className="block text-xs text-muted-foreground">{partLineText(item)}</span>
              </span>
            </li>
          ))}
        </ul>
        <p className="text-right text-lg font-semibold tabular-nums">Total: {formatCents(data.totalCents)}</p>
      </RegionCard>

      {data.reversal && (
        <RegionCard id="sale-reversal" title="Estorno">
          <FactGrid
            rows={[
              { term: "Estornada em", value: formatDateTime(data.reversal.at) },
              { term: "Estornada por", value: data.reversal.by },
              { term: "Motivo", value: data.reversal.reason },
            ]}
          />
        </RegionCard>
      )}
      <Suspense fallback={null}>
        {reversing && <ReverseSaleDialog sale={data} onClose={() => setReversing(false)} />}
      </Suspense>
    </div>
  );
}

function factsOf(sale: Sale) {
  const change = changeCents(sale.payment);
  return [
    { term: "Data", value: formatDateTime(sale.createdAt) },
    { term: "Vendido por", value: sale.soldBy?.name },
    {
      term: "Cliente",
      value: sale.client ? (
        <Link to={clientPage(sale.client.id)} className={textLink}>
          {sale.client.name}
        </Link>
      ) : (
        "Sem cliente"
      ),
    },
    { term: "Pagamento", value: methodText(sale.payment) },
    ...(sale.payment.cashTenderedCents === null
      ? []
      : [
          { term: "Valor recebido", value: formatCents(sale.payment.cashTenderedCents) },
          { term: "Troco", value: formatCents(change) },
        ]),
    { term: "Total", value: formatCents(sale.totalCents) },
    ...(sale.marginCents === undefined ? [] : [{ term: "Margem", value: formatCents(sale.marginCents) }]),
  ];
}

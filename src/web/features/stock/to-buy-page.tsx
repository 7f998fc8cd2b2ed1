import { Link } from "react-router";
import { formatCents } from "@shared/money";
import { PAGE, productPage } from "@shared/page-paths";
import { can } from "@shared/permissions";
import type { ToBuyItem } from "@shared/stock-types";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { PageHeader } from "@web/components/ui/page-header";
import { useCurrentUser } from "@web/lib/current-user";
import { countOf } from "@web/lib/format";
import { useToBuy } from "./api/to-buy";

const partLink = "font-medium text-primary-strong underline underline-offset-4";

/**
 * /estoque/comprar: what to buy (docs/decisions/045). Each part under its minimum or awaited by orders in
 * 'Aguardando peça', how many to buy to serve them and be back at the minimum; the admin also sees what
 * it would cost at the average cost.
 */
export function ToBuyPage() {
  const role = useCurrentUser().role;
  const list = useToBuy();
  const seesCosts = can(role, "stock.costs");
  const estimate = (item: ToBuyItem) => (item.product.costCents ?? 0) * item.toBuy;
  return (
    <div className="space-y-6">
      <PageHeader
        title="Comprar"
        description="Peças abaixo do mínimo e peças que pedidos aguardam, com quanto comprar"
        action={
          can(role, "stock.manage") && (
            <Link to={PAGE.newPurchase} className="text-sm font-medium underline underline-offset-4">
              Registrar compra
            </Link>
          )
        }
      />
      {list.isPending ? (
        <p role="status" className="py-12 text-center text-muted-foreground">
          Carregando...
        </p>
      ) : list.isError ? (
        <Card className="p-8 text-center">
          <p className="text-muted-foreground">Erro ao carregar a lista de compras</p>
          <Button variant="outline" className="mt-4" onClick={() => void list.refetch()}>
            Tentar novamente
          </Button>
        </Card>
      ) : list.data.length === 0 ? (
        <Card className="p-12 text-center">
          <p role="status" className="text-muted-foreground">
            Nada a comprar: nenhuma peça abaixo do mínimo nem aguardada por pedidos
          </p>
        </Card>
      ) : (
        <>
          <p role="status" className="text-sm text-muted-foreground">
            {countOf(list.data.length, "peça a comprar", "peças a comprar")}
            {seesCosts && ` · custo estimado ${formatCents(list.data.reduce((sum, item) => sum + estimate(item), 0))}`}
          </p>
          <ul aria-label="Peças a comprar" className="grid gap-3 md:grid-cols-2">
            {list.data.map((item) => (
              <li key={item.product.id}>
                <Card className="space-y-2 p-4 text-sm">
                  <Link to={productPage(item.product.id)} className={`${partLink} break-words`}>
                    {item.product.name}
                  </Link>
                  <p>
                    Em estoque: {item.product.quantity} · Mínimo: {item.product.minimum}
                    {item.product.location ? ` · ${item.product.location}` : ""}
                  </p>
                  {item.waitingOrders > 0 && (
                    <p>
                      Aguardada por {countOf(item.waitingOrders, "pedido", "pedidos")}:{" "}
                      {countOf(item.waitingUnits, "unidade", "unidades")}
                    </p>
                  )}
                  <p className="text-base font-semibold">Comprar: {countOf(item.toBuy, "unidade", "unidades")}</p>
                  {seesCosts && <p className="text-muted-foreground">Custo estimado: {formatCents(estimate(item))}</p>}
                </Card>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

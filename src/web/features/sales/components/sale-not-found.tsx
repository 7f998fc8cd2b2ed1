import { Link } from "react-router";
import { PAGE } from "@shared/page-paths";
import { Card } from "@web/components/ui/card";

const backLink =
  "mt-6 inline-flex h-10 items-center gap-2 rounded-md border border-input bg-card px-4 text-sm font-medium hover:bg-accent";

/** A sale that is not there (a mistyped address, another shop's link): said, with the way back to the list. */
export function SaleNotFound() {
  return (
    <Card className="mx-auto mt-8 max-w-md p-8 text-center">
      <h1 className="text-xl font-bold">Venda não encontrada</h1>
      <Link to={PAGE.sales} className={backLink}>
        Voltar às vendas
      </Link>
    </Card>
  );
}

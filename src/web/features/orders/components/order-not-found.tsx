import { PAGE } from "@shared/page-paths";
import { Link } from "react-router";
import { Card } from "@web/components/ui/card";

/** Someone else's order reads as missing too: the server answers 404 so ids cannot be probed. */
export function OrderNotFound() {
  return (
    <Card className="mx-auto mt-8 max-w-md p-8 text-center">
      <h1 className="text-xl font-bold">Pedido não encontrado</h1>
      <p className="mt-2 text-muted-foreground">O pedido não existe ou você não tem acesso a ele.</p>
      <Link
        to={PAGE.orders}
        className="mt-6 inline-flex h-10 items-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary-hover"
      >
        Voltar aos pedidos
      </Link>
    </Card>
  );
}

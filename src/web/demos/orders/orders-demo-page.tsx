import { PAGE } from "@shared/page-paths";
import { Link } from "react-router";
import { DemoOrderCard } from "./components/demo-order-card";
import { DEMO_ORDERS } from "./demo-orders";

/** Public page with sample orders; it needs no account and touches no data. */
export function OrdersDemoPage() {
  return (
    <div className="min-h-screen bg-background">
      <header className="flex h-16 items-center justify-between border-b border-border bg-card px-4 lg:px-8">
        <div className="flex items-center gap-3">
          <span
            aria-hidden="true"
            className="flex size-9 items-center justify-center rounded-md bg-primary text-sm font-bold text-primary-foreground"
          >
            AT
          </span>
          <span className="font-semibold">Assistência Técnica</span>
        </div>
        <Link
          to={PAGE.signIn}
          className="inline-flex h-10 items-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary-hover"
        >
          Entrar
        </Link>
      </header>
      <main className="mx-auto max-w-7xl space-y-6 p-4 lg:p-8">
        <h1 className="text-2xl font-bold tracking-tight">Pedidos (demonstração)</h1>
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {DEMO_ORDERS.map((order) => (
            <DemoOrderCard key={order.id} order={order} />
          ))}
        </div>
      </main>
    </div>
  );
}

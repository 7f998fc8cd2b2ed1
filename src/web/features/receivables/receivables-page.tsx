import { useState } from "react";
import { countOf } from "@web/lib/format";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { PageHeader } from "@web/components/ui/page-header";
import { RECEIVABLES_PAGE_SIZE, useReceivables } from "./api/list-receivables";
import { ReceivablesFilters, type ChosenClient } from "./components/receivables-filters";
import { ReceivablesList } from "./components/receivables-list";
import { ReceivablesTotals } from "./components/receivables-totals";

/** 'A receber' (admin): every delivered order with a balance due, the oldest first (docs/decisions/038). */
export function ReceivablesPage() {
  const [client, setClient] = useState<ChosenClient | null>(null);
  const [technicianId, setTechnicianId] = useState("");
  const [page, setPage] = useState(1);
  const receivables = useReceivables({ clientId: client?.id, technicianId, page });
  const pages = Math.max(1, Math.ceil((receivables.data?.total ?? 0) / RECEIVABLES_PAGE_SIZE));

  return (
    <div className="space-y-6">
      <PageHeader
        title="A receber"
        description="Pedidos entregues com saldo em aberto, do mais antigo ao mais recente"
      />
      <ReceivablesFilters
        client={client}
        onClientChange={(chosen) => {
          setClient(chosen);
          setPage(1);
        }}
        technicianId={technicianId}
        onTechnicianChange={(id) => {
          setTechnicianId(id);
          setPage(1);
        }}
      />
      {receivables.isPending ? (
        <p role="status" className="py-12 text-center text-muted-foreground">
          Carregando...
        </p>
      ) : receivables.isError ? (
        <Card className="p-8 text-center">
          <p className="text-muted-foreground">Erro ao carregar o que os clientes devem</p>
          <Button variant="outline" className="mt-4" onClick={() => void receivables.refetch()}>
            Tentar novamente
          </Button>
        </Card>
      ) : (
        <>
          <ReceivablesTotals totals={receivables.data.totals} />
          {receivables.data.items.length === 0 ? (
            <Card className="p-12 text-center">
              <p role="status" className="text-muted-foreground">
                {client || technicianId ? "Nenhum saldo a receber com os filtros aplicados" : "Nenhum saldo a receber"}
              </p>
            </Card>
          ) : (
            <>
              <p role="status" className="text-sm text-muted-foreground">
                {countOf(receivables.data.total, "pedido com saldo", "pedidos com saldo")}
              </p>
              <ReceivablesList items={receivables.data.items} />
            </>
          )}
          {pages > 1 && (
            <nav aria-label="Páginas" className="flex flex-wrap items-center justify-center gap-3">
              <Button variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                Anterior
              </Button>
              <span className="text-sm text-muted-foreground">
                Página {page} de {pages}
              </span>
              <Button variant="outline" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                Próxima
              </Button>
            </nav>
          )}
        </>
      )}
    </div>
  );
}

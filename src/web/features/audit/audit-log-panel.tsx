import { useEffect, useState } from "react";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { Spinner } from "@web/components/ui/spinner";
import { notifyError } from "@web/lib/notify";
import { useAuditLogs } from "./api/list-audit-logs";
import { EMPTY_AUDIT_FILTER, type AuditLogFilter } from "./audit-types";
import { AuditFilters } from "./components/audit-filters";
import { AuditLogList } from "./components/audit-log-list";

/** The admin's audit trail viewer: filters, a page of rows, 'Anterior' and 'Próxima'. */
export function AuditLogPanel() {
  const [filter, setFilter] = useState<AuditLogFilter>(EMPTY_AUDIT_FILTER);
  const [page, setPage] = useState(1);
  const logs = useAuditLogs(filter, page);

  useEffect(() => {
    if (logs.isError) notifyError("Erro ao carregar logs de auditoria", logs.error);
  }, [logs.isError, logs.error]);

  function applyFilter(next: AuditLogFilter) {
    setFilter(next);
    setPage(1);
  }

  return (
    <div className="space-y-4">
      <AuditFilters value={filter} onChange={applyFilter} />
      <Card className="overflow-hidden">
        <section aria-labelledby="audit-heading">
          <div className="flex flex-wrap items-center justify-between gap-2 border-b border-border p-4">
            <h2 id="audit-heading" className="text-lg font-semibold">
              Logs de Auditoria
            </h2>
            {logs.isFetching && !logs.isPending && (
              <span role="status" className="inline-flex items-center gap-2 text-sm text-muted-foreground">
                <Spinner />
                Atualizando...
              </span>
            )}
          </div>
          {logs.isPending ? (
            <p role="status" className="p-8 text-center text-muted-foreground">
              Carregando logs de auditoria...
            </p>
          ) : logs.isError ? (
            <div className="p-8 text-center">
              <p className="text-muted-foreground">Erro ao carregar logs de auditoria</p>
              <Button variant="outline" className="mt-4" onClick={() => void logs.refetch()}>
                Tentar novamente
              </Button>
            </div>
          ) : logs.data.items.length === 0 ? (
            <p className="p-8 text-center text-muted-foreground">Nenhum registro encontrado com os filtros aplicados</p>
          ) : (
            <AuditLogList entries={logs.data.items} />
          )}
          <nav
            aria-label="Páginas da auditoria"
            className="flex items-center justify-between gap-3 border-t border-border p-4"
          >
            <Button variant="outline" disabled={page === 1 || logs.isFetching} onClick={() => setPage(page - 1)}>
              Anterior
            </Button>
            <span className="text-sm text-muted-foreground">Página {page}</span>
            <Button
              variant="outline"
              disabled={!logs.data?.hasMore || logs.isFetching}
              onClick={() => setPage(page + 1)}
            >
              Próxima
            </Button>
          </nav>
        </section>
      </Card>
    </div>
  );
}

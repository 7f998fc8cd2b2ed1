import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { Spinner } from "@web/components/ui/spinner";
import { formatDateTime } from "@web/lib/format-time";
import { notifyError } from "@web/lib/notify";
import { useAlerts } from "@web/features/security/api/list-alerts";
import { useResolveAlert } from "@web/features/security/api/resolve-alert";
import { ALERT_TYPE_LABELS } from "@web/features/security/security-labels";
import { SeverityBadge } from "./severity-badge";

/** Open alerts with 'Resolver', or the resolved ones with when they were resolved. */
export function AlertsList({ resolved }: { resolved: boolean }) {
  const alerts = useAlerts(resolved);
  const resolveAlert = useResolveAlert();
  const [resolvingId, setResolvingId] = useState<string | null>(null);
  const title = resolved ? "Alertas resolvidos" : "Alertas ativos";

  function resolve(id: string) {
    setResolvingId(id);
    resolveAlert.mutate(id, {
      onSuccess: () => toast.success("Alerta resolvido com sucesso"),
      onError: (error) => notifyError("Falha ao resolver alerta", error),
      onSettled: () => setResolvingId(null),
    });
  }

  if (alerts.isPending) {
    return (
      <p role="status" className="py-8 text-center text-muted-foreground">
        Carregando alertas...
      </p>
    );
  }
  if (alerts.isError) {
    return (
      <Card className="p-8 text-center">
        <p className="text-muted-foreground">Falha ao carregar dados de segurança</p>
        <Button variant="outline" className="mt-4" onClick={() => void alerts.refetch()}>
          Tentar novamente
        </Button>
      </Card>
    );
  }
  if (alerts.data.length === 0) {
    return (
      <Card className="p-12 text-center">
        <p className="text-muted-foreground">{resolved ? "Nenhum alerta resolvido" : "Nenhum alerta ativo"}</p>
      </Card>
    );
  }
  return (
    <ul aria-label={title} className="space-y-3">
      {alerts.data.map((alert) => (
        <li key={alert.id}>
          <Card className="flex flex-wrap items-start justify-between gap-4 p-4">
            <div className="min-w-0 flex-1 space-y-1">
              <div className="flex flex-wrap items-center gap-2">
                <SeverityBadge severity={alert.severity} />
                <span className="font-semibold">{ALERT_TYPE_LABELS[alert.type]}</span>
                <span className="font-mono text-xs text-muted-foreground">{alert.type}</span>
              </div>
              <p className="text-sm break-words">{alert.description}</p>
              <p className="text-xs text-muted-foreground">
                {alert.ipAddress ? `IP ${alert.ipAddress} · ` : ""}
                {formatDateTime(alert.createdAt)}
                {alert.resolvedAt && ` · resolvido em ${formatDateTime(alert.resolvedAt)}`}
              </p>
            </div>
            {!alert.resolved && (
              <Button variant="outline" disabled={resolvingId === alert.id} onClick={() => resolve(alert.id)}>
                {resolvingId === alert.id && <Spinner />}
                Resolver
              </Button>
            )}
          </Card>
        </li>
      ))}
    </ul>
  );
}

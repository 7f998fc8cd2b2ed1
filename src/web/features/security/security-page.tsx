import { useEffect } from "react";
import { PageHeader } from "@web/components/ui/page-header";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import { notifyError } from "@web/lib/notify";
import { AuditLogPanel } from "@web/features/audit/audit-log-panel";
import { useSecurityOverview } from "./api/get-security-overview";
import { AlertsList } from "./components/alerts-list";
import { BackupsTab } from "./components/backups-tab";
import { OverviewTab } from "./components/overview-tab";
import { RunBackupButton } from "./components/run-backup-button";
import { SecurityStats } from "./components/security-stats";

/** Alerts, system checks, backups and the audit trail (admin), refreshed every 30 seconds. */
export function SecurityPage() {
  const overview = useSecurityOverview();

  // Said once when the data stops loading, not again on every failed 30-second refresh.
  useEffect(() => {
    if (overview.isError) notifyError("Falha ao carregar dados de segurança", overview.error);
  }, [overview.isError, overview.error]);

  const stats = overview.isPending ? undefined : (overview.data?.stats ?? null);
  return (
    <div className="space-y-6">
      <PageHeader
        title="Segurança do Sistema"
        description="Alertas, status do sistema, backups e auditoria"
        action={<RunBackupButton />}
      />
      <SecurityStats stats={stats} />
      <Tabs defaultValue="overview">
        <TabsList aria-label="Seções de segurança">
          <TabsTrigger value="overview">Visão Geral</TabsTrigger>
          <TabsTrigger value="active">Alertas Ativos</TabsTrigger>
          <TabsTrigger value="resolved">Resolvidos</TabsTrigger>
          <TabsTrigger value="backups">Backups</TabsTrigger>
          <TabsTrigger value="audit">Auditoria</TabsTrigger>
        </TabsList>
        <TabsContent value="overview">
          {overview.isPending ? (
            <p role="status" className="py-8 text-center text-muted-foreground">
              Carregando dados de segurança...
            </p>
          ) : (
            <OverviewTab overview={overview.data} />
          )}
        </TabsContent>
        <TabsContent value="active">
          <AlertsList resolved={false} />
        </TabsContent>
        <TabsContent value="resolved">
          <AlertsList resolved />
        </TabsContent>
        <TabsContent value="backups">
          <BackupsTab />
        </TabsContent>
        <TabsContent value="audit">
          <AuditLogPanel />
        </TabsContent>
      </Tabs>
    </div>
  );
}

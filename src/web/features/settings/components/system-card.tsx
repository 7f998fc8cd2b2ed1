import { Download } from "lucide-react";
import { RegionCard } from "@web/components/ui/region-card";
import { addressOf, api } from "@web/lib/api-client";
import { formatDateTime } from "@web/lib/format-time";
import { RunBackupButton } from "@web/features/security/components/run-backup-button";
import { useSystemInfo } from "@web/features/settings/api/get-system-info";

// A GET that carries the session cookie: the browser downloads it as the file the server names.
const USAGE_REPORT_URL = addressOf(api.reports["usage.csv"].$url());

/** Version, last backup and database engine, as the server reports them (admin), and a backup run on demand. */
export function SystemCard() {
  const system = useSystemInfo();
  return (
    <RegionCard id="settings-system" title="Dados do Sistema">
      {system.isPending ? (
        <p role="status" className="text-sm text-muted-foreground">
          Carregando dados do sistema...
        </p>
      ) : system.isError ? (
        <p className="text-sm text-muted-foreground">Erro ao carregar dados do sistema</p>
      ) : (
        <dl className="grid gap-4 sm:grid-cols-3">
          <div>
            <dt className="text-sm text-muted-foreground">Versão</dt>
            <dd className="font-medium">{system.data.version}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted-foreground">Último backup</dt>
            <dd className="font-medium">
              {system.data.lastBackupAt ? formatDateTime(system.data.lastBackupAt) : "Nunca"}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-muted-foreground">Banco de dados</dt>
            <dd className="font-medium">{system.data.database}</dd>
          </div>
        </dl>
      )}
      <div className="flex flex-wrap gap-3">
        {/* The last backup above refreshes with the security data the run makes stale (query-keys.ts). */}
        <RunBackupButton variant="outline" />
        <a
          href={USAGE_REPORT_URL}
          download
          className="inline-flex h-10 items-center gap-2 rounded-md border border-input bg-card px-4 text-sm font-medium text-foreground hover:bg-accent"
        >
          <Download aria-hidden="true" className="size-4" />
          Relatório de uso
        </a>
      </div>
    </RegionCard>
  );
}

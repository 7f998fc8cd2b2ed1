import { CircleCheck, CircleX } from "lucide-react";
import { RegionCard } from "@web/components/ui/region-card";
import { cn } from "@web/lib/cn";
import { formatDateTime } from "@web/lib/format-time";
import type { SecurityOverview } from "@shared/security-types";

/** The system-status list from the server's real checks, and the last backup run. */
export function OverviewTab({ overview }: { overview: SecurityOverview | undefined }) {
  const missing = <p className="text-sm text-muted-foreground">Dados indisponíveis no momento</p>;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <RegionCard id="security-status" title="Status do Sistema">
        {!overview ? (
          missing
        ) : (
          <ul className="divide-y divide-border">
            {overview.checks.map((check) => (
              <li key={check.name} className="flex items-start justify-between gap-4 py-3 first:pt-0 last:pb-0">
                <div>
                  <p className="font-medium">{check.name}</p>
                  <p className="text-sm text-muted-foreground">{check.detail}</p>
                </div>
                <StatusLabel ok={check.ok} />
              </li>
            ))}
          </ul>
        )}
      </RegionCard>
      <RegionCard id="security-last-backup" title="Último Backup">
        {!overview ? (
          missing
        ) : !overview.lastBackup ? (
          <p className="text-sm text-muted-foreground">Nenhum backup ainda</p>
        ) : (
          <dl className="grid gap-4 sm:grid-cols-3">
            <div>
              <dt className="text-sm text-muted-foreground">Data</dt>
              <dd className="font-medium">{formatDateTime(overview.lastBackup.at)}</dd>
            </div>
            <div>
              <dt className="text-sm text-muted-foreground">Status</dt>
              <dd className="font-medium">{overview.lastBackup.corrupted === 0 ? "Funcionando" : "Com falhas"}</dd>
            </div>
            <div>
              <dt className="text-sm text-muted-foreground">Integridade</dt>
              <dd className="font-medium">
                {overview.lastBackup.corrupted === 0
                  ? "100% OK"
                  : `${overview.lastBackup.corrupted} arquivo(s) corrompido(s)`}
              </dd>
            </div>
          </dl>
        )}
      </RegionCard>
    </div>
  );
}

function StatusLabel({ ok }: { ok: boolean }) {
  const Icon = ok ? CircleCheck : CircleX;
  return (
    <span
      className={cn(
        "inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold",
        ok
          ? "bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100"
          : "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100",
      )}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {ok ? "Ativo" : "Falha"}
    </span>
  );
}

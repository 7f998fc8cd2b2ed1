import { ShieldCheck } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { Spinner } from "@web/components/ui/spinner";
import { cn } from "@web/lib/cn";
import { formatDateTime } from "@web/lib/format-time";
import { notifyError } from "@web/lib/notify";
import { useBackups } from "@web/features/security/api/list-backups";
import { useVerifyBackups } from "@web/features/security/api/verify-backups";
import { BACKUP_STATUS_LABELS } from "@web/features/security/security-labels";
import type { BackupRecord } from "@shared/security-types";
import { RunBackupButton } from "./run-backup-button";

const bytes = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 1 });

function formatSize(size: number): string {
  if (size < 1024) return `${size} B`;
  if (size < 1024 * 1024) return `${bytes.format(size / 1024)} KB`;
  return `${bytes.format(size / (1024 * 1024))} MB`;
}

/** The files in the order the server lists them (newest first), gathered by the run that wrote them. */
function groupByRun(records: BackupRecord[]): BackupRecord[][] {
  const runs = new Map<string, BackupRecord[]>();
  for (const record of records) {
    const run = runs.get(record.metadata.run_id);
    if (run) run.push(record);
    else runs.set(record.metadata.run_id, [record]);
  }
  return [...runs.values()];
}

/** Running a backup, checking the files' integrity, and every recent file with its status. */
export function BackupsTab() {
  const backups = useBackups();
  const verify = useVerifyBackups();

  function runVerify() {
    verify.mutate(undefined, {
      onSuccess: ({ checked, corrupted }) => {
        if (corrupted > 0)
          toast.warning("Integridade Comprometida", {
            description: `Integridade verificada: ${corrupted} arquivo(s) corrompido(s)`,
          });
        else toast.success(`Integridade verificada: ${checked} arquivo(s) conferido(s), nenhum corrompido`);
      },
      onError: (error) => notifyError("Falha ao verificar integridade", error),
    });
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap gap-3">
        <RunBackupButton />
        <Button variant="outline" disabled={verify.isPending} onClick={runVerify}>
          {verify.isPending ? <Spinner /> : <ShieldCheck aria-hidden="true" className="size-4" />}
          Verificar Integridade
        </Button>
      </div>
      {backups.isPending ? (
        <p role="status" className="py-8 text-center text-muted-foreground">
          Carregando backups...
        </p>
      ) : backups.isError ? (
        <Card className="p-8 text-center">
          <p className="text-muted-foreground">Falha ao carregar dados de segurança</p>
          <Button variant="outline" className="mt-4" onClick={() => void backups.refetch()}>
            Tentar novamente
          </Button>
        </Card>
      ) : backups.data.length === 0 ? (
        <Card className="p-12 text-center">
          <p className="text-muted-foreground">Nenhum backup ainda</p>
        </Card>
      ) : (
        groupByRun(backups.data).map((run) => <BackupRun key={run[0]?.metadata.run_id} files={run} />)
      )}
    </div>
  );
}

function BackupRun({ files }: { files: BackupRecord[] }) {
  const first = files[0];
  if (!first) return null;
  const corrupted = files.filter((file) => file.status === "CORRUPTED").length;
  const title = `Backup de ${formatDateTime(first.completedAt)}`;
  return (
    <Card className="overflow-hidden">
      <section aria-label={title}>
        <div className="flex flex-wrap items-center justify-between gap-2 border-b border-border p-4">
          <h3 className="font-semibold">{title}</h3>
          <p className="text-sm text-muted-foreground">
            {first.metadata.trigger === "schedule" ? "Automático" : "Manual"} · execução{" "}
            {first.metadata.run_id.slice(0, 8)} · {files.length} arquivo(s) ·{" "}
            {corrupted === 0 ? "100% OK" : `${corrupted} arquivo(s) corrompido(s)`}
          </p>
        </div>
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead className="bg-accent text-left">
              <tr>
                <th scope="col" className="px-4 py-2 font-medium">
                  Tabela
                </th>
                <th scope="col" className="px-4 py-2 font-medium">
                  Registros
                </th>
                <th scope="col" className="px-4 py-2 font-medium">
                  Tamanho
                </th>
                <th scope="col" className="px-4 py-2 font-medium">
                  Checksum (SHA-256)
                </th>
                <th scope="col" className="px-4 py-2 font-medium">
                  Status
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {files.map((file) => (
                <tr key={file.id}>
                  <th scope="row" className="px-4 py-2 text-left font-medium">
                    {file.tableName}
                  </th>
                  <td className="px-4 py-2">{file.metadata.records_count}</td>
                  <td className="px-4 py-2">{formatSize(file.sizeBytes)}</td>
                  <td className="px-4 py-2 font-mono text-xs" title={file.checksum}>
                    {file.checksum.slice(0, 12)}…
                  </td>
                  <td className="px-4 py-2">
                    <span
                      className={cn(
                        "inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold",
                        file.status === "COMPLETED"
                          ? "bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100"
                          : "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100",
                      )}
                    >
                      {BACKUP_STATUS_LABELS[file.status]}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </Card>
  );
}

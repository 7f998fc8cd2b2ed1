import { DatabaseBackup } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@web/components/ui/button";
import { Spinner } from "@web/components/ui/spinner";
import { notifyError } from "@web/lib/notify";
import { useRunBackup } from "@web/features/security/api/run-backup";

interface RunBackupButtonProps {
  variant?: "primary" | "outline";
}

/** 'Executar Backup' with its progress and outcome toasts: the one implementation the dashboard and Settings share. */
export function RunBackupButton({ variant = "primary" }: RunBackupButtonProps) {
  const runBackup = useRunBackup();

  function run() {
    runBackup.mutate(undefined, {
      onSuccess: (result) => {
        if (result.errors.length > 0)
          toast.warning("Aviso", { description: "Backup executado com alguns erros - verifique os logs" });
        else toast.success("Backup executado com sucesso");
      },
      onError: (error) => notifyError("Falha ao executar backup", error),
    });
  }

  return (
    <Button variant={variant} disabled={runBackup.isPending} onClick={run}>
      {runBackup.isPending ? <Spinner /> : <DatabaseBackup aria-hidden="true" className="size-4" />}
      {runBackup.isPending ? "Executando backup..." : "Executar Backup"}
    </Button>
  );
}

import { useEffect, useState } from "react";
import { toast } from "sonner";
import type { DeletionRequest } from "@shared/privacy-types";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { ConfirmDialog } from "@web/components/ui/confirm-dialog";
import { cn } from "@web/lib/cn";
import { formatDateTime } from "@web/lib/format-time";
import { notifyError } from "@web/lib/notify";
import { useDeletionRequests } from "@web/features/privacy/api/list-deletion-requests";
import { useProcessDeletion } from "@web/features/privacy/api/process-deletion";

/** The admin's queue of deletion requests: pending first, each processed after a confirmation. */
export function DeletionRequestsTab() {
  const requests = useDeletionRequests();
  const processDeletion = useProcessDeletion();
  const [target, setTarget] = useState<DeletionRequest | null>(null);

  useEffect(() => {
    if (requests.isError) notifyError("Erro ao buscar solicitações", requests.error);
  }, [requests.isError, requests.error]);

  function confirm() {
    if (!target) return;
    processDeletion.mutate(target.id, {
      onSuccess: () => toast.success("Exclusão processada com sucesso"),
      onError: (error) => notifyError("Erro ao processar exclusão", error),
      onSettled: () => setTarget(null),
    });
  }

  return (
    <Card className="space-y-4 p-6">
      <h2 className="text-lg font-semibold">Solicitações de Exclusão</h2>
      {requests.isPending ? (
        <p role="status" className="text-sm text-muted-foreground">
          Carregando solicitações...
        </p>
      ) : requests.isError ? (
        <p className="text-sm text-muted-foreground">Erro ao buscar solicitações</p>
      ) : requests.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nenhuma solicitação de exclusão</p>
      ) : (
        <ul aria-label="Solicitações de exclusão" className="divide-y divide-border">
          {requests.data.map((request) => (
            <li key={request.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0 space-y-1">
                <p className="font-medium break-words">{request.requesterName ?? "Conta removida"}</p>
                <p className="text-sm text-muted-foreground break-words">{request.reason ?? "Sem motivo informado"}</p>
                <p className="text-xs text-muted-foreground">
                  Solicitada em {formatDateTime(request.timestamp)}
                  {request.completedAt && ` · processada em ${formatDateTime(request.completedAt)}`}
                </p>
              </div>
              <div className="flex items-center gap-3">
                <span
                  className={cn(
                    "inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold",
                    request.completed
                      ? "bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100"
                      : "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100",
                  )}
                >
                  {request.completed ? "Concluída" : "Pendente"}
                </span>
                {!request.completed && (
                  <Button variant="destructive" onClick={() => setTarget(request)}>
                    Processar
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={target !== null}
        onOpenChange={(open) => !open && setTarget(null)}
        message="Tem certeza que deseja processar esta exclusão? Os dados pessoais serão anonimizados."
        confirmLabel="Processar"
        pending={processDeletion.isPending}
        onConfirm={confirm}
      />
    </Card>
  );
}

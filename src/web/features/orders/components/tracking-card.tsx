import { useState } from "react";
import { Copy, ExternalLink, Link2Off, RefreshCw } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@web/components/ui/button";
import { ConfirmDialog } from "@web/components/ui/confirm-dialog";
import { RegionCard } from "@web/components/ui/region-card";
import { formatDay } from "@web/lib/format";
import { notifyError } from "@web/lib/notify";
import { useChangeTracking, useOrderTracking } from "@web/features/orders/api/order-tracking";
import { TrackingQr } from "./tracking-qr";

const CONFIRMATIONS = {
  renew: {
    title: "Gerar novo link",
    message: "O link atual e o QR code já impresso deixarão de funcionar. Gerar um novo link?",
    confirmLabel: "Gerar novo link",
    done: "Novo link de acompanhamento gerado",
  },
  revoke: {
    title: "Revogar link",
    message: "Ninguém mais conseguirá acompanhar o pedido pelo link atual até que um novo seja gerado. Revogar?",
    confirmLabel: "Revogar link",
    done: "Link de acompanhamento revogado",
  },
} as const;

/**
 * The order's public tracking link (docs/decisions/029): the customer follows the repair and answers
 * the quote there, without an account. Staff copy it, renew it (a lost printout) or revoke it.
 */
export function TrackingCard({ orderId, canWriteOrders }: { orderId: string; canWriteOrders: boolean }) {
  const tracking = useOrderTracking(orderId);
  const change = useChangeTracking(orderId);
  const [confirming, setConfirming] = useState<"renew" | "revoke" | null>(null);

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      toast.success("Link copiado");
    } catch {
      toast.error("Erro", { description: "Não foi possível copiar. Selecione o link e copie." });
    }
  }

  function confirm() {
    if (!confirming) return;
    const { done } = CONFIRMATIONS[confirming];
    change.mutate(confirming, {
      onSuccess: () => {
        toast.success(done);
        setConfirming(null);
      },
      onError: (error) => notifyError("Erro ao alterar o link de acompanhamento", error),
    });
  }

  return (
    <RegionCard id="order-tracking" title="Acompanhamento pelo cliente">
      {tracking.isPending && <p className="text-sm text-muted-foreground">Carregando link...</p>}
      {tracking.isError && <p className="text-sm text-muted-foreground">Erro ao carregar o link de acompanhamento</p>}
      {tracking.data && (
        <div className="space-y-3">
          {tracking.data.url ? (
            <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
              <TrackingQr tracking={tracking.data} className="size-32 shrink-0 rounded border border-border" />
              <div className="min-w-0 space-y-2">
                <p className="text-sm text-muted-foreground">
                  Sem precisar de conta, o cliente vê o andamento{canWriteOrders ? " e aprova o orçamento" : ""} por
                  este link:
                </p>
                <p className="text-sm font-medium break-all" data-testid="tracking-url">
                  {tracking.data.url}
                </p>
                <div className="flex flex-wrap gap-2">
                  <Button variant="outline" onClick={() => void copy(tracking.data.url!)}>
                    <Copy aria-hidden="true" className="size-4" />
                    Copiar link
                  </Button>
                  <a
                    href={tracking.data.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex h-10 items-center gap-2 rounded-md border border-input bg-card px-4 text-sm font-medium hover:bg-accent"
                  >
                    <ExternalLink aria-hidden="true" className="size-4" />
                    Abrir
                  </a>
                </div>
              </div>
            </div>
          ) : (
            <p className="text-sm" role="status">
              Link revogado{tracking.data.revokedAt ? ` em ${formatDay(tracking.data.revokedAt)}` : ""}: ninguém
              acompanha este pedido por link.
            </p>
          )}
          {canWriteOrders && (
            <p className="text-sm text-muted-foreground">
              {tracking.data.views === 0
                ? "O cliente ainda não abriu o link."
                : `Aberto ${tracking.data.views} ${tracking.data.views === 1 ? "vez" : "vezes"}, a primeira em ${formatDay(tracking.data.firstViewedAt!)}.`}
            </p>
          )}
          {canWriteOrders && (
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" onClick={() => setConfirming("renew")}>
                <RefreshCw aria-hidden="true" className="size-4" />
                Gerar novo link
              </Button>
              {tracking.data.url && (
                <Button variant="outline" onClick={() => setConfirming("revoke")}>
                  <Link2Off aria-hidden="true" className="size-4" />
                  Revogar link
                </Button>
              )}
            </div>
          )}
        </div>
      )}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={confirming ? CONFIRMATIONS[confirming].title : ""}
        message={confirming ? CONFIRMATIONS[confirming].message : ""}
        confirmLabel={confirming ? CONFIRMATIONS[confirming].confirmLabel : ""}
        pending={change.isPending}
        onConfirm={confirm}
      />
    </RegionCard>
  );
}

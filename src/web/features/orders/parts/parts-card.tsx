import { lazy, Suspense, useState } from "react";
import { Pencil, Plus, Trash2 } from "lucide-react";
import { toast } from "sonner";
import { formatCents } from "@shared/money";
import type { Order, OrderPart } from "@shared/order-types";
import { Button } from "@web/components/ui/button";
import { ConfirmDialog } from "@web/components/ui/confirm-dialog";
import { RegionCard } from "@web/components/ui/region-card";
import { useOrderPartWrites } from "@web/features/orders/api/order-parts";
import { OrderTotal, PartList } from "@web/features/orders/components/order-contents";
import { PartPrice } from "@web/features/orders/components/part-price";
import { formatAmount } from "@web/lib/format";
import { notifyError } from "@web/lib/notify";

// The dialogs arrive when one first opens, not with the order page (docs/decisions/018).
const AddPartDialog = lazy(() => import("./add-part-dialog").then((m) => ({ default: m.AddPartDialog })));
const EditPartDialog = lazy(() => import("./edit-part-dialog").then((m) => ({ default: m.EditPartDialog })));

/** Parts change while the order is open: not once it is delivered or cancelled (docs/decisions/045). */
const isClosed = (order: Order) => order.status === "entregue" || order.status === "cancelado";

type Open = { dialog: "add" } | { dialog: "edit"; part: OrderPart } | { dialog: "remove"; part: OrderPart } | null;

/**
 * 'Peças' on the order page (docs/decisions/045): the parts used, each taken from stock when added.
 * Staff add (search or scan), change and remove them while the order is open; the admin also reads
 * each line's cost and the order's margin (the API sends them to the admin only). A customer reads the
 * lines as charged.
 */
export function PartsCard({ order, canUse }: { order: Order; canUse: boolean }) {
  const writes = useOrderPartWrites(order.id);
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const editable = canUse && !isClosed(order);
  if (!canUse && order.parts.length === 0) return null;

  function remove(part: OrderPart) {
    writes.remove.mutate(part.id, {
      onSuccess: () => {
        toast.success(`${part.description} removida do pedido`);
        close();
      },
      onError: (error) => notifyError("Erro ao remover a peça", error),
    });
  }

  return (
    <RegionCard id="order-parts" title="Peças">
      {canUse ? (
        <div className="text-sm">
          {order.parts.length === 0 ? (
            <p className="text-muted-foreground">Nenhuma peça usada.</p>
          ) : (
            <ul aria-label="Peças do pedido" className="divide-y divide-border rounded-md border border-border">
              {order.parts.map((part) => (
                <li key={part.id} className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1 p-3">
                  <div className="min-w-0 flex-1 basis-40">
                    <p className="font-medium break-words">{part.description}</p>
                    {part.unitCost !== undefined && (
                      <p className="text-xs text-muted-foreground">Custo: {formatAmount(part.unitCost)} por unidade</p>
                    )}
                  </div>
                  <PartPrice part={part} />
                  {editable && (
                    <div className="flex shrink-0 gap-1">
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={`Editar peça ${part.description}`}
                        onClick={() => setOpen({ dialog: "edit", part })}
                      >
                        <Pencil aria-hidden="true" className="size-4" />
                      </Button>
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={`Remover peça ${part.description}`}
                        onClick={() => setOpen({ dialog: "remove", part })}
                      >
                        <Trash2 aria-hidden="true" className="size-4" />
                      </Button>
                    </div>
                  )}
                </li>
              ))}
            </ul>
          )}
          {order.parts.length > 0 && <OrderTotal order={order} />}
        </div>
      ) : (
        <PartList order={order} />
      )}
      {order.margin && (
        <dl aria-label="Custo e margem" className="grid grid-cols-2 gap-2 text-sm">
          <div className="rounded-md border border-border p-2">
            <dt className="text-muted-foreground">Custo das peças</dt>
            <dd className="font-semibold tabular-nums">{formatCents(order.margin.costCents)}</dd>
          </div>
          <div className="rounded-md border border-border p-2">
            <dt className="text-muted-foreground">Margem</dt>
            <dd className="font-semibold tabular-nums">{formatCents(order.margin.marginCents)}</dd>
          </div>
        </dl>
      )}
      {editable && (
        <Button variant="outline" onClick={() => setOpen({ dialog: "add" })}>
          <Plus aria-hidden="true" className="size-4" />
          Adicionar peça
        </Button>
      )}
      {canUse && isClosed(order) && order.parts.length > 0 && (
        <p className="text-sm text-muted-foreground">
          {order.status === "cancelado"
            ? "Pedido cancelado: as peças voltaram ao estoque."
            : "Pedido entregue: as peças não mudam mais."}
        </p>
      )}
      <Suspense fallback={null}>
        {open?.dialog === "add" && <AddPartDialog add={writes.add} onClose={close} />}
        {open?.dialog === "edit" && <EditPartDialog part={open.part} update={writes.update} onClose={close} />}
      </Suspense>
      <ConfirmDialog
        open={open?.dialog === "remove"}
        onOpenChange={(next) => !next && close()}
        title="Remover peça"
        message={
          open?.dialog === "remove"
            ? `Remover ${open.part.description} do pedido? ${open.part.quantity} ${open.part.quantity === 1 ? "unidade volta" : "unidades voltam"} ao estoque.`
            : ""
        }
        confirmLabel="Remover"
        pending={writes.remove.isPending}
        onConfirm={() => open?.dialog === "remove" && remove(open.part)}
      />
    </RegionCard>
  );
}

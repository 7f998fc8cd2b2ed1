import { useRef, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { formatOrderNumber, type Order } from "@shared/order-types";
import { missingForMove, ORDER_MOVES } from "@shared/order-workflow";
import { ORDER_STATUS_LABELS, type OrderStatus } from "@shared/value-sets";
import { Button } from "@web/components/ui/button";
import { Dialog } from "@web/components/ui/dialog";
import { SelectField } from "@web/components/ui/select-field";
import { Spinner } from "@web/components/ui/spinner";
import { TextField } from "@web/components/ui/text-field";
import { TextareaField } from "@web/components/ui/textarea-field";
import { notifyError } from "@web/lib/notify";
import { useChangeOrderStatus } from "@web/features/orders/api/change-order-status";
import { MoveMoneyFields, moneyMissing, moneyOfMove, NO_MOVE_MONEY, type MoveMoney } from "./move-money-fields";
import { SignatureField } from "./signature-field";
import { AwaitedPartField, awaitedPartOf, type AwaitedPartChoice } from "@web/features/orders/parts/awaited-part-field";

interface StatusChangeDialogProps {
  order: Pick<Order, "id" | "number" | "status" | "money">;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * 'Mudar status': the workflow's next steps only (docs/decisions/023), with an optional note; delivering
 * asks who picked the device up and offers a pad for their signature, cancelling asks why.
 */
export function StatusChangeDialog({ order, open, onOpenChange }: StatusChangeDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Mudar status"
      description={`${formatOrderNumber(order.number)} · agora “${ORDER_STATUS_LABELS[order.status]}”`}
    >
      <StatusChangeForm order={order} onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}

/** The dialog's form, mounted each time it opens: it starts from the order's status as it is then. */
function StatusChangeForm({ order, onDone }: { order: StatusChangeDialogProps["order"]; onDone: () => void }) {
  const moves = ORDER_MOVES[order.status];
  // Nothing chosen at first: a move is a decision, not a default to confirm by habit.
  const [status, setStatus] = useState<OrderStatus | "">("");
  const [note, setNote] = useState("");
  const [cancelReason, setCancelReason] = useState("");
  const [pickedUpBy, setPickedUpBy] = useState("");
  const [signature, setSignature] = useState<string | null>(null);
  const [money, setMoney] = useState<MoveMoney>(NO_MOVE_MONEY);
  const [moneyError, setMoneyError] = useState<string | null>(null);
  const [awaited, setAwaited] = useState<AwaitedPartChoice | null>(null);
  const [awaitedError, setAwaitedError] = useState<string>();
  const change = useChangeOrderStatus();
  const [missing, setMissing] = useState<ReturnType<typeof missingForMove>>(null);
  const statusField = useRef<HTMLSelectElement>(null);
  const cancelReasonField = useRef<HTMLInputElement>(null);
  const pickedUpByField = useRef<HTMLInputElement>(null);
  const errorOf = (field: NonNullable<typeof missing>["field"]) =>
    missing?.field === field ? missing.message : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    const lacking = missingForMove({ status, cancelReason, pickedUpBy });
    setMissing(lacking);
    if (lacking || !status) {
      const field = { status: statusField, cancelReason: cancelReasonField, pickedUpBy: pickedUpByField };
      field[lacking?.field ?? "status"].current?.focus();
      return;
    }
    const unanswered = moneyMissing(status, order.money, money);
    setMoneyError(unanswered);
    if (unanswered) return;
    const awaitingPart = status === "aguardando_peca" ? awaitedPartOf(awaited) : null;
    setAwaitedError(typeof awaitingPart === "string" ? awaitingPart : undefined);
    if (typeof awaitingPart === "string") return;
    change.mutate(
      {
        id: order.id,
        change: {
          status,
          note,
          cancelReason,
          pickedUpBy,
          signature,
          awaitingPart,
          ...moneyOfMove(status, order.money, money),
        },
      },
      {
        onSuccess: () => {
          toast.success(`Status alterado para “${ORDER_STATUS_LABELS[status]}”`);
          onDone();
        },
        onError: (error) => notifyError("Erro ao mudar status", error),
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <SelectField
        label="Novo status"
        required
        ref={statusField}
        value={status}
        onChange={(event) => {
          setStatus(event.target.value as OrderStatus | "");
          setMissing(null);
        }}
        error={errorOf("status")}
        options={[
          { value: "", label: "Selecione o novo status" },
          ...moves.map((value) => ({ value, label: ORDER_STATUS_LABELS[value] })),
        ]}
      />
      {status === "entregue" && (
        <TextField
          label="Retirado por"
          required
          ref={pickedUpByField}
          error={errorOf("pickedUpBy")}
          autoComplete="off"
          value={pickedUpBy}
          onChange={(event) => setPickedUpBy(event.target.value)}
        />
      )}
      {status === "entregue" && <SignatureField onChange={setSignature} />}
      {status === "aguardando_peca" && <AwaitedPartField value={awaited} onChange={setAwaited} error={awaitedError} />}
      <MoveMoneyFields status={status} money={order.money} answers={money} onChange={setMoney} error={moneyError} />
      {status === "cancelado" && (
        <TextField
          label="Motivo do cancelamento"
          required
          ref={cancelReasonField}
          error={errorOf("cancelReason")}
          autoComplete="off"
          value={cancelReason}
          onChange={(event) => setCancelReason(event.target.value)}
        />
      )}
      <TextareaField label="Observação (opcional)" value={note} onChange={(event) => setNote(event.target.value)} />
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onDone}>
          Cancelar
        </Button>
        <Button type="submit" disabled={change.isPending}>
          {change.isPending && <Spinner />}
          Salvar status
        </Button>
      </div>
    </form>
  );
}

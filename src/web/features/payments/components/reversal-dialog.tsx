import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import type { UseMutationResult } from "@tanstack/react-query";
import { Button } from "@web/components/ui/button";
import { Dialog } from "@web/components/ui/dialog";
import { TextareaField } from "@web/components/ui/textarea-field";
import { ApiError } from "@web/lib/api-client";
import { notifyError } from "@web/lib/notify";

interface ReversalDialogProps {
  title: string;
  description: string;
  /** Sends the reason; its refusals under 500 are shown under the box, in the server's words. */
  reverse: Pick<UseMutationResult<unknown, Error, string>, "mutate" | "isPending">;
  done: string;
  failed: string;
  onClose: () => void;
}

/** An admin's estorno (of a payment, of a sale): the reason asked and kept; the rows stay, a new one undoes them. */
export function ReversalDialog({ title, description, reverse, done, failed, onClose }: ReversalDialogProps) {
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (reason.trim().length < 3) return setError("Informe o motivo do estorno");
    setError(undefined);
    reverse.mutate(reason.trim(), {
      onSuccess: () => {
        toast.success(done);
        onClose();
      },
      onError: (failure) =>
        failure instanceof ApiError && failure.status < 500 ? setError(failure.message) : notifyError(failed, failure),
    });
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={title} description={description}>
      <form noValidate onSubmit={submit} className="space-y-4">
        <TextareaField
          label="Motivo do estorno"
          required
          value={reason}
          maxLength={500}
          error={error}
          onChange={(event) => setReason(event.target.value)}
        />
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" variant="destructive" disabled={reverse.isPending}>
            Estornar
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

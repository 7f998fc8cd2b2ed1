import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import type { OrderPart } from "@shared/order-types";
import { Button } from "@web/components/ui/button";
import { Dialog } from "@web/components/ui/dialog";
import type { useOrderPartWrites } from "@web/features/orders/api/order-parts";
import { PartLineFields } from "./part-line-fields";
import { formOfPart, readPartLine, type PartLineErrors } from "./part-line-values";
import { refusalOf } from "./refusal";

/** 'Editar peça': a line's units, price and discount; stock moves by the difference in units. */
export function EditPartDialog({
  part,
  update,
  onClose,
}: {
  part: OrderPart;
  update: ReturnType<typeof useOrderPartWrites>["update"];
  onClose: () => void;
}) {
  const [form, setForm] = useState(() => formOfPart(part));
  const [errors, setErrors] = useState<PartLineErrors>({});
  const [refusal, setRefusal] = useState<string>();

  function submit(event: FormEvent) {
    event.preventDefault();
    setRefusal(undefined);
    const read = readPartLine(form);
    if ("errors" in read) return setErrors(read.errors);
    setErrors({});
    update.mutate(
      { partId: part.id, input: read.values },
      {
        onSuccess: () => {
          toast.success("Peça alterada");
          onClose();
        },
        onError: (error) => setRefusal(refusalOf(error, "Erro ao alterar a peça")),
      },
    );
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="Editar peça" description={part.description}>
      <form noValidate onSubmit={submit} className="space-y-4">
        <PartLineFields form={form} errors={errors} onChange={setForm} />
        {refusal && (
          <p role="alert" className="text-sm text-destructive">
            {refusal}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="outline" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" disabled={update.isPending}>
            Salvar peça
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

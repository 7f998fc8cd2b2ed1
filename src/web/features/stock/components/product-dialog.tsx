import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import type { z } from "zod";
import type { Product } from "@shared/stock-types";
import { productSchema, productUpdateSchema } from "@shared/validation/stock";
import { Button } from "@web/components/ui/button";
import { Dialog } from "@web/components/ui/dialog";
import { Spinner } from "@web/components/ui/spinner";
import { ApiError } from "@web/lib/api-client";
import { fieldErrors } from "@web/lib/form-errors";
import { notifyError } from "@web/lib/notify";
import { useCreateProduct, useUpdateProduct } from "@web/features/stock/api/products";
import { centsForSchema, unitsOfTyped } from "@web/features/stock/stock-numbers";
import { ProductFields, valuesOf, type ProductValues } from "./product-fields";

type Field = keyof ProductValues;
const FIELD_OF: Record<string, Field> = { costCents: "cost", priceCents: "price" };

/** The schema's first message for each box, by the box's name. */
function errorsByField(error: z.ZodError): Partial<Record<Field, string>> {
  const found: Partial<Record<Field, string>> = {};
  for (const [key, message] of Object.entries(fieldErrors(error))) found[FIELD_OF[key] ?? (key as Field)] ??= message;
  return found;
}

/** Which field a server refusal names: a repeated SKU or barcode is said under its box. */
function refusedField(message: string): Field | null {
  if (message.includes("SKU")) return "sku";
  if (message.includes("código de barras") || message.includes("Código de barras")) return "barcode";
  return null;
}

interface ProductDialogProps {
  /** The part being edited, or null for a new one. */
  product: Product | null;
  onClose: () => void;
}

/**
 * 'Nova peça' and 'Editar peça', judged by the shared schemas (the server applies the same ones). The
 * quantity and the cost are given once, when the part is registered; afterwards only moves change them
 * (an adjustment, a purchase), so the edit leaves them out.
 */
export function ProductDialog({ product, onClose }: ProductDialogProps) {
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const pending = create.isPending || update.isPending;
  const [values, setValues] = useState(() => valuesOf(product));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const set = (field: Field, value: string) => setValues({ ...values, [field]: value });

  function refused(failure: Error, what: string) {
    if (failure instanceof ApiError && failure.status < 500 && failure.status !== 429) {
      const field = refusedField(failure.message);
      if (field) setErrors({ ...errors, [field]: failure.message });
      else setRefusal(failure.message);
    } else notifyError(what, failure);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setRefusal(null);
    const catalog = {
      name: values.name,
      sku: values.sku,
      barcode: values.barcode,
      fits: values.fits,
      location: values.location,
      priceCents: centsForSchema(values.price),
      minimum: unitsOfTyped(values.minimum) ?? 0,
    };
    if (product) {
      const parsed = productUpdateSchema.safeParse(catalog);
      if (!parsed.success) return setErrors(errorsByField(parsed.error));
      setErrors({});
      update.mutate(
        { id: product.id, input: parsed.data },
        {
          onSuccess: () => {
            toast.success("Peça atualizada");
            onClose();
          },
          onError: (failure) => refused(failure, "Erro ao atualizar a peça"),
        },
      );
      return;
    }
    const parsed = productSchema.safeParse({
      ...catalog,
      costCents: centsForSchema(values.cost),
      quantity: unitsOfTyped(values.quantity) ?? 0,
    });
    if (!parsed.success) return setErrors(errorsByField(parsed.error));
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: () => {
        toast.success("Peça cadastrada");
        onClose();
      },
      onError: (failure) => refused(failure, "Erro ao cadastrar a peça"),
    });
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={product ? "Editar peça" : "Nova peça"}
      description={
        product
          ? "A quantidade e o custo mudam só por ajustes e compras."
          : "A quantidade inicial entra no estoque pelo custo informado."
      }
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        <ProductFields values={values} errors={errors} onChange={set} registering={!product} />
        {refusal && (
          <p role="alert" className="rounded-md border border-destructive p-3 text-sm text-destructive">
            {refusal}
          </p>
        )}
        <div className="flex justify-end gap-3">
          <Button variant="outline" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" disabled={pending}>
            {pending && <Spinner />}
            {pending ? "Salvando..." : "Salvar"}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

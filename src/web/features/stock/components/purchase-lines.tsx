import { Trash2 } from "lucide-react";
import { formatCents } from "@shared/money";
import type { Product } from "@shared/stock-types";
import { Button } from "@web/components/ui/button";
import { TextField } from "@web/components/ui/text-field";
import { centsOfTyped } from "@web/lib/typed-amount";
import { purchaseTotalCents, unitsOfTyped } from "@web/features/stock/stock-numbers";

/** A line of the purchase being written: the part, and its boxes as typed. */
export interface Line {
  product: Pick<Product, "id" | "name">;
  quantity: string;
  unitCost: string;
}

export type LineErrors = Partial<Record<"quantity" | "unitCostCents", string>>;

interface PurchaseLinesProps {
  lines: readonly Line[];
  errors: readonly LineErrors[];
  onChange: (index: number, field: "quantity" | "unitCost", value: string) => void;
  onRemove: (index: number) => void;
}

/** The purchase's items, each a group named by its part, with its subtotal, and the running total. */
export function PurchaseLines({ lines, errors, onChange, onRemove }: PurchaseLinesProps) {
  const typedLines = lines.map((line) => ({
    quantity: unitsOfTyped(line.quantity),
    unitCostCents: centsOfTyped(line.unitCost),
  }));
  const total = purchaseTotalCents(typedLines);
  return (
    <>
      {lines.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nenhuma peça na compra ainda</p>
      ) : (
        <ul aria-label="Itens da compra" className="divide-y divide-border rounded-md border border-border">
          {lines.map((line, index) => {
            const lineTotal = purchaseTotalCents([typedLines[index]!]);
            return (
              <li key={line.product.id} className="p-3">
                <fieldset className="grid grid-cols-2 items-start gap-3 md:grid-cols-[minmax(0,1fr)_7rem_10rem_8rem_auto]">
                  <legend className="sr-only">{line.product.name}</legend>
                  <p aria-hidden="true" className="col-span-2 pt-2 font-medium break-words md:col-span-1">
                    {line.product.name}
                  </p>
                  <TextField
                    label="Quantidade"
                    inputMode="numeric"
                    autoComplete="off"
                    value={line.quantity}
                    onChange={(event) => onChange(index, "quantity", event.target.value)}
                    error={errors[index]?.quantity}
                  />
                  <TextField
                    label="Custo unitário (R$)"
                    inputMode="decimal"
                    autoComplete="off"
                    value={line.unitCost}
                    onChange={(event) => onChange(index, "unitCost", event.target.value)}
                    error={errors[index]?.unitCostCents}
                  />
                  <div className="space-y-1.5">
                    <p className="text-sm font-medium">Subtotal</p>
                    <p className="h-10 py-2 text-sm tabular-nums">{formatCents(lineTotal)}</p>
                  </div>
                  <Button
                    variant="outline"
                    className="self-end"
                    aria-label={`Remover ${line.product.name}`}
                    onClick={() => onRemove(index)}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </Button>
                </fieldset>
              </li>
            );
          })}
        </ul>
      )}
      <p className="flex flex-wrap items-baseline justify-end gap-2 text-lg" aria-live="polite">
        <span className="text-muted-foreground">Total da compra:</span>
        <strong className="tabular-nums">{formatCents(total)}</strong>
      </p>
    </>
  );
}

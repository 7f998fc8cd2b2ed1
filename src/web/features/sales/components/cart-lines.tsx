import { Trash2 } from "lucide-react";
import { formatCents } from "@shared/money";
import { Button } from "@web/components/ui/button";
import { PartLineFields } from "@web/features/orders/parts/part-line-fields";
import type { PartLineErrors, PartLineForm } from "@web/features/orders/parts/part-line-values";
import type { CartLine } from "@web/features/sales/cart";

interface CartLinesProps {
  lines: readonly CartLine[];
  errors: readonly PartLineErrors[];
  totalCents: number | null;
  onChange: (index: number, form: PartLineForm) => void;
  onRemove: (index: number) => void;
}

/** The cart: each part a group named by it, its stock on hand, units, price and discount; and the total. */
export function CartLines({ lines, errors, totalCents, onChange, onRemove }: CartLinesProps) {
  return (
    <>
      {lines.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nenhuma peça na venda ainda</p>
      ) : (
        <ul aria-label="Itens da venda" className="divide-y divide-border rounded-md border border-border">
          {lines.map((line, index) => (
            <li key={line.product.id} className="p-3">
              <fieldset className="space-y-3">
                <legend className="sr-only">{line.product.name}</legend>
                <div className="flex items-start justify-between gap-3">
                  <div aria-hidden="true" className="min-w-0">
                    <p className="font-medium break-words">{line.product.name}</p>
                    <p className="text-sm text-muted-foreground">Em estoque: {line.product.quantity}</p>
                  </div>
                  <Button variant="outline" aria-label={`Remover ${line.product.name}`} onClick={() => onRemove(index)}>
                    <Trash2 aria-hidden="true" className="size-4" />
                  </Button>
                </div>
                <PartLineFields
                  form={line.form}
                  errors={errors[index] ?? {}}
                  onChange={(form) => onChange(index, form)}
                />
              </fieldset>
            </li>
          ))}
        </ul>
      )}
      <p aria-live="polite" className="text-right text-lg font-semibold tabular-nums">
        Total da venda: {totalCents === null ? "—" : formatCents(totalCents)}
      </p>
    </>
  );
}

import { useState } from "react";
import type { Product } from "@shared/stock-types";
import { Button } from "@web/components/ui/button";
import { TextField } from "@web/components/ui/text-field";
import { usePartSearch } from "@web/features/orders/api/order-parts";
import { useDebouncedValue } from "@web/lib/use-debounced-value";

export interface AwaitedPartChoice {
  product: Pick<Product, "id" | "name">;
  quantity: string;
}

/**
 * 'Aguardando peça' may say which part, and how many (docs/decisions/045): the 'Comprar' list adds them
 * up. Optional: the part may not be in the catalog yet.
 */
export function AwaitedPartField({
  value,
  onChange,
  error,
}: {
  value: AwaitedPartChoice | null;
  onChange: (value: AwaitedPartChoice | null) => void;
  error?: string;
}) {
  const [search, setSearch] = useState("");
  const term = useDebouncedValue(search.trim(), 250);
  const results = usePartSearch(term);
  if (value)
    return (
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">Peça aguardada</legend>
        <div className="flex items-end gap-2">
          <p className="min-w-0 flex-1 text-sm break-words">{value.product.name}</p>
          <Button variant="outline" onClick={() => onChange(null)}>
            Trocar
          </Button>
        </div>
        <TextField
          label="Quantidade aguardada"
          inputMode="numeric"
          value={value.quantity}
          error={error}
          onChange={(event) => onChange({ ...value, quantity: event.target.value })}
        />
      </fieldset>
    );
  return (
    <div className="space-y-2">
      <TextField
        label="Peça aguardada (opcional)"
        placeholder="Nome, modelo, SKU ou código"
        autoComplete="off"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {term !== "" && results.data && (
        <ul aria-label="Peças encontradas" className="max-h-40 space-y-1 overflow-y-auto text-sm">
          {results.data.items.length === 0 && <li className="text-muted-foreground">Nenhuma peça encontrada</li>}
          {results.data.items.map((product) => (
            <li key={product.id}>
              <button
                type="button"
                className="w-full rounded px-2 py-1 text-left break-words hover:bg-muted"
                onClick={() => onChange({ product, quantity: "1" })}
              >
                {product.name} · {product.quantity} em estoque
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The choice as the status change sends it, or what is wrong with its quantity. */
export function awaitedPartOf(
  choice: AwaitedPartChoice | null,
): { productId: string; quantity: number } | string | null {
  if (!choice) return null;
  const quantity = Number(choice.quantity.trim());
  if (!Number.isInteger(quantity) || quantity < 1) return "A quantidade deve ser um número inteiro maior que zero";
  return { productId: choice.product.id, quantity };
}

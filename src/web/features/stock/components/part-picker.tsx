import { useState } from "react";
import type { Product } from "@shared/stock-types";
import { CameraScanButton } from "@web/components/camera-scan-button";
import { notifyError } from "@web/lib/notify";
import { useDebouncedValue } from "@web/lib/use-debounced-value";
import { findProducts, useProductPicker } from "@web/features/stock/api/products";
import { isExactCode } from "@web/features/stock/stock-numbers";
import { SearchCombobox } from "@web/components/ui/search-combobox";

interface PartPickerProps {
  onAdd: (product: Product) => void;
  /** What each match shows after its codes: a purchase its cost, a sale its price and stock. */
  describe: (product: Product) => string;
  error?: string;
}

/**
 * 'Adicionar peça': a search over the active catalog. A match chosen, or a code scanned (a USB reader
 * types it and Enter, or 'Ler código' reads it with the camera) that names a part exactly, adds it; the
 * box empties for the next one.
 */
export function PartPicker({ onAdd, describe, error }: PartPickerProps) {
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [notFound, setNotFound] = useState<string | null>(null);
  const search = useDebouncedValue(text.trim(), 250);
  const results = useProductPicker(search, open && search !== "");

  function add(product: Product) {
    onAdd(product);
    setText("");
    setNotFound(null);
    // The list closes over nothing to choose; the next scan or keystroke opens it again.
    setOpen(false);
  }

  async function scanned(code: string) {
    const trimmed = code.trim();
    if (!trimmed) return;
    try {
      const found = await findProducts(trimmed);
      const part = found.items.find((item) => isExactCode(item, trimmed));
      if (part) add(part);
      else setNotFound(`Nenhuma peça ativa com o código ${trimmed}.`);
    } catch (failure) {
      notifyError("Erro ao buscar a peça", failure);
    }
  }

  return (
    <SearchCombobox
      label="Adicionar peça"
      placeholder="Nome, SKU ou código de barras"
      listLabel="Peças encontradas"
      text={text}
      onTextChange={(next) => {
        setText(next);
        setNotFound(null);
      }}
      open={open}
      onOpenChange={setOpen}
      options={search ? (results.data?.items ?? []) : []}
      searching={results.isFetching}
      searchingText="Buscando peças..."
      emptyText={search ? "Nenhuma peça encontrada" : "Digite ou leia o código da peça"}
      error={notFound ?? error}
      renderOption={(product) => (
        <>
          <span className="font-medium">{product.name}</span>
          <span className="ml-2 text-muted-foreground">
            {[product.sku, product.barcode, describe(product)].filter(Boolean).join(" · ")}
          </span>
        </>
      )}
      onChoose={add}
      onEnterText={(code) => void scanned(code)}
      action={
        <CameraScanButton
          onCode={(code) => {
            setText(code);
            void scanned(code);
          }}
        />
      }
    />
  );
}

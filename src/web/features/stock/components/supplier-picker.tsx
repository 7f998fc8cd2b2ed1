import { useState } from "react";
import { formatCnpj } from "@shared/br-numbers";
import type { Supplier } from "@shared/stock-types";
import { useDebouncedValue } from "@web/lib/use-debounced-value";
import { useSupplierPicker } from "@web/features/stock/api/suppliers";
import { SearchCombobox } from "@web/components/ui/search-combobox";

/** The purchase's supplier: an active one, searched by name, CNPJ or contact. */
export function SupplierPicker({ onSelect, error }: { onSelect: (supplier: Supplier) => void; error?: string }) {
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const search = useDebouncedValue(text.trim(), 250);
  const results = useSupplierPicker(search, open);
  return (
    <SearchCombobox
      label="Fornecedor"
      required
      placeholder="Busque pelo nome ou CNPJ"
      listLabel="Fornecedores encontrados"
      text={text}
      onTextChange={setText}
      open={open}
      onOpenChange={setOpen}
      options={results.data?.items ?? []}
      searching={results.isFetching}
      searchingText="Buscando fornecedores..."
      emptyText="Nenhum fornecedor encontrado"
      error={error}
      renderOption={(supplier) => (
        <>
          <span className="font-medium">{supplier.name}</span>
          {supplier.cnpj && <span className="ml-2 text-muted-foreground">{formatCnpj(supplier.cnpj)}</span>}
        </>
      )}
      onChoose={(supplier) => {
        setText(supplier.name);
        onSelect(supplier);
      }}
    />
  );
}

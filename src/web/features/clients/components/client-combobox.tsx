import { useState, type ReactNode } from "react";
import { formatPhone } from "@shared/br-numbers";
import type { Client } from "@shared/client-types";
import { SearchCombobox } from "@web/components/ui/search-combobox";
import { useDebouncedValue } from "@web/lib/use-debounced-value";
import { useClientPicker } from "@web/features/clients/api/list-clients";

interface ClientComboboxProps {
  label: string;
  placeholder: string;
  onSelect: (client: Client) => void;
  /** The client chosen so far, whose name the box shows, even when chosen elsewhere. */
  selected?: Pick<Client, "id" | "name"> | null;
  error?: string;
  /** Marks the label and the box as a choice the form cannot be saved without. */
  required?: boolean;
  /** Shown under the box: the caller's hint or its view of the choice. */
  children?: ReactNode;
}

/** The server's client search as a combobox: matches by name, phone, e-mail or CPF. */
export function ClientCombobox({
  label,
  placeholder,
  onSelect,
  selected,
  error,
  required,
  children,
}: ClientComboboxProps) {
  const [text, setText] = useState(selected?.name ?? "");
  // A client chosen elsewhere (the order form's inline 'Novo Cliente') shows in the box too.
  const [shownId, setShownId] = useState(selected?.id);
  if (selected && selected.id !== shownId) {
    setShownId(selected.id);
    setText(selected.name);
  }
  const [open, setOpen] = useState(false);
  const search = useDebouncedValue(text.trim(), 250);
  const results = useClientPicker(search, open);
  return (
    <SearchCombobox<Client>
      label={label}
      placeholder={placeholder}
      listLabel="Clientes encontrados"
      text={text}
      onTextChange={setText}
      open={open}
      onOpenChange={setOpen}
      options={results.data?.items ?? []}
      searching={results.isFetching}
      searchingText="Buscando clientes..."
      emptyText="Nenhum cliente encontrado"
      renderOption={(client) => (
        <>
          <span className="font-medium">{client.name}</span>
          {client.phone && <span className="ml-2 text-muted-foreground">{formatPhone(client.phone)}</span>}
        </>
      )}
      onChoose={(client) => {
        onSelect(client);
        setShownId(client.id);
        setText(client.name);
      }}
      error={error}
      required={required}
    >
      {children}
    </SearchCombobox>
  );
}

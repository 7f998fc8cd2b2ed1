import { useId, useState, type KeyboardEvent, type ReactNode } from "react";
import { formatPhone } from "@shared/br-numbers";
import type { Client } from "@shared/client-types";
import { FieldLabel } from "@web/components/ui/field-label";
import { Input } from "@web/components/ui/input";
import { cn } from "@web/lib/cn";
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

/**
 * A combobox (WAI-ARIA pattern) over the server's client search: typing asks for the first
 * matches by name, phone, e-mail or CPF, so a form never loads the whole table.
 */
export function ClientCombobox({
  label,
  placeholder,
  onSelect,
  selected,
  error,
  required,
  children,
}: ClientComboboxProps) {
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  const [text, setText] = useState(selected?.name ?? "");
  // A client chosen elsewhere (the order form's inline 'Novo Cliente') shows in the box too.
  const [shownId, setShownId] = useState(selected?.id);
  if (selected && selected.id !== shownId) {
    setShownId(selected.id);
    setText(selected.name);
  }
  const [open, setOpen] = useState(false);
  // The highlighted option; none until the arrow keys or the mouse pick one.
  const [active, setActive] = useState(-1);
  const search = useDebouncedValue(text.trim(), 250);
  const results = useClientPicker(search, open);
  const options = results.data?.items ?? [];
  const optionId = (index: number) => `${id}-option-${index}`;

  function choose(client: Client) {
    onSelect(client);
    setShownId(client.id);
    setText(client.name);
    setOpen(false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!open) return setOpen(true);
      if (options.length === 0) return;
      setActive((current) =>
        event.key === "ArrowDown" ? (current + 1) % options.length : current <= 0 ? options.length - 1 : current - 1,
      );
    } else if (event.key === "Enter" && open) {
      // Enter picks the highlighted client instead of submitting the caller's form.
      event.preventDefault();
      const client = options[active];
      if (client) choose(client);
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      setOpen(false);
    }
  }

  return (
    <div className="space-y-1.5">
      <FieldLabel htmlFor={inputId} required={required}>
        {label}
      </FieldLabel>
      <div className="relative">
        <Input
          id={inputId}
          role="combobox"
          autoComplete="off"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && options[active] ? optionId(active) : undefined}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          placeholder={placeholder}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setActive(-1);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => {
            setOpen(false);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label="Clientes encontrados"
          hidden={!open}
          className="absolute inset-x-0 top-full z-20 mt-1 max-h-72 overflow-y-auto rounded-md border border-border bg-card py-1 shadow-lg"
        >
          {options.map((client, index) => (
            <li
              key={client.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              // Keeps focus in the input, so the blur that closes the list does not come first.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(client)}
              onMouseEnter={() => setActive(index)}
              className={cn("cursor-pointer px-3 py-2 text-sm", index === active && "bg-accent")}
            >
              <span className="font-medium">{client.name}</span>
              {client.phone && <span className="ml-2 text-muted-foreground">{formatPhone(client.phone)}</span>}
            </li>
          ))}
          {options.length === 0 && (
            <li
              role="option"
              aria-selected={false}
              aria-disabled="true"
              className="px-3 py-2 text-sm text-muted-foreground"
            >
              {results.isFetching ? "Buscando clientes..." : "Nenhum cliente encontrado"}
            </li>
          )}
        </ul>
      </div>
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
      {children}
    </div>
  );
}

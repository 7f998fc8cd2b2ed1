import { useId, useState, type KeyboardEvent } from "react";
import type { Client } from "../../../../shared/client-types";
import { Input } from "../../../components/ui/input";
import { cn } from "../../../lib/cn";
import { useDebouncedValue } from "../../../lib/use-debounced-value";
import { useClientPicker } from "../../clients/api/list-clients";

/**
 * A combobox (WAI-ARIA pattern) over the server's client search, for staff opening a ticket for a
 * client already on file: typing asks for the first few matches, never the whole table.
 */
export function ExistingClientPicker({ onSelect }: { onSelect: (client: Client) => void }) {
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-list`;
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const search = useDebouncedValue(text.trim(), 250);
  const results = useClientPicker(search, open);
  const options = results.data?.items ?? [];
  const optionId = (index: number) => `${id}-option-${index}`;

  function choose(client: Client) {
    onSelect(client);
    setText("");
    setOpen(false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!open) return setOpen(true);
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) => (options.length === 0 ? 0 : (current + step + options.length) % options.length));
    } else if (event.key === "Enter" && open) {
      // Enter picks the highlighted client instead of submitting the ticket.
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
      <label htmlFor={inputId} className="text-sm font-medium text-foreground">
        Cliente cadastrado (opcional)
      </label>
      <div className="relative">
        <Input
          id={inputId}
          role="combobox"
          autoComplete="off"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && options[active] ? optionId(active) : undefined}
          placeholder="Buscar cliente por nome ou telefone"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label="Clientes encontrados"
          hidden={!open}
          className="absolute inset-x-0 top-full z-20 mt-1 max-h-60 overflow-y-auto rounded-md border border-border bg-card py-1 shadow-lg"
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
              {client.phone && <span className="ml-2 text-muted-foreground">{client.phone}</span>}
            </li>
          ))}
          {options.length === 0 && (
            <li role="option" aria-selected={false} aria-disabled="true" className="px-3 py-2 text-sm text-muted-foreground">
              {results.isFetching ? "Buscando clientes..." : "Nenhum cliente encontrado"}
            </li>
          )}
        </ul>
      </div>
      <p className="text-sm text-muted-foreground">Sem um cliente escolhido, um novo cadastro é criado com os dados abaixo.</p>
    </div>
  );
}

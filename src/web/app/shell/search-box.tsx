import { PAGE, pathOf } from "@shared/page-paths";
import { useId, useState, type FormEvent, type KeyboardEvent } from "react";
import { Search } from "lucide-react";
import { useNavigate } from "react-router";
import { Input } from "@web/components/ui/input";
import { SEARCH_MIN_LENGTH, useSearchAll } from "@web/features/search/api/search-all";
import { searchGroups } from "@web/features/search/search-options";
import { cn } from "@web/lib/cn";
import { useDebouncedValue } from "@web/lib/use-debounced-value";
import { useCurrentUser } from "@web/lib/current-user";

interface SearchBoxProps {
  className?: string;
  /** The phone's search row takes focus as it opens. */
  autoFocus?: boolean;
  /** Escape with the list already closed: the phone's search row closes. */
  onEscape?: () => void;
  /** A result or the filtered orders list was opened. */
  onNavigate?: () => void;
}

/**
 * The top-bar search, a combobox (WAI-ARIA pattern): typing shows matching orders, clients and
 * tickets grouped in a list that arrows, Enter and Escape drive; Enter with nothing highlighted
 * opens the orders list filtered by the text.
 */
export function SearchBox({ className, autoFocus, onEscape, onNavigate }: SearchBoxProps) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState("");
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [active, setActive] = useState(-1);
  const query = useDebouncedValue(text.trim(), 300);
  const search = useSearchAll(query);

  const groups = search.data ? searchGroups(search.data, user.role) : [];
  const options = groups.flatMap((group) => group.options);
  const open = focused && !dismissed && text.trim().length >= SEARCH_MIN_LENGTH;
  const waiting = search.isFetching || query !== text.trim();
  const optionId = (index: number) => `${id}-option-${index}`;

  function go(to: string) {
    setText("");
    setActive(-1);
    void navigate(to);
    onNavigate?.();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const chosen = open ? options[active] : undefined;
    if (chosen) return go(chosen.to);
    const value = text.trim();
    if (value) go(pathOf(PAGE.orders, {}, { search: value }));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setDismissed(false);
      if (options.length === 0) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) =>
        current === -1 && step === -1 ? options.length - 1 : (current + step + options.length) % options.length,
      );
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      setDismissed(true);
      setActive(-1);
    } else if (event.key === "Escape" && onEscape) {
      event.preventDefault();
      onEscape();
    }
  }

  // Where each group's options start in the flat list the arrows walk.
  const starts = groups.map((_, at) => groups.slice(0, at).reduce((sum, group) => sum + group.options.length, 0));
  return (
    <form role="search" onSubmit={submit} className={cn("relative w-full", className)}>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        name="search"
        role="combobox"
        autoComplete="off"
        // Only where asked: the phone's search row, opened by a button, takes focus as it opens.
        autoFocus={autoFocus}
        placeholder="Buscar..."
        aria-label="Buscar"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && options[active] ? optionId(active) : undefined}
        className="pl-9"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActive(-1);
          setDismissed(false);
        }}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        onKeyDown={onKeyDown}
      />
      <div
        hidden={!open}
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-[70vh] overflow-y-auto rounded-md border border-border bg-card py-1 shadow-lg sm:-right-24"
      >
        <div id={listId} role="listbox" aria-label="Resultados da busca" hidden={options.length === 0}>
          {groups.map((group, groupAt) => (
            <div key={group.label} role="group" aria-labelledby={`${id}-${group.label}`}>
              <div
                id={`${id}-${group.label}`}
                className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
              >
                {group.label}
              </div>
              {group.options.map((option, optionAt) => {
                const position = (starts[groupAt] ?? 0) + optionAt;
                return (
                  <div
                    key={option.key}
                    id={optionId(position)}
                    role="option"
                    aria-selected={position === active}
                    // Keeps focus in the input, so the blur that closes the list does not come first.
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => go(option.to)}
                    onMouseEnter={() => setActive(position)}
                    className={cn("cursor-pointer px-3 py-2 text-sm", position === active && "bg-accent")}
                  >
                    <span className="block font-medium break-words">{option.label}</span>
                    {option.detail && (
                      <span className="block text-xs break-words text-muted-foreground">{option.detail}</span>
                    )}
                  </div>
                );
              })}
            </div>
          ))}
        </div>
        {options.length === 0 && (
          <p role="status" className="px-3 py-2 text-sm text-muted-foreground">
            {waiting ? "Buscando..." : search.isError ? "Não foi possível buscar agora" : "Nenhum resultado encontrado"}
          </p>
        )}
      </div>
    </form>
  );
}

import { useId, useState, type KeyboardEvent, type ReactNode } from "react";
import { FieldLabel } from "@web/components/ui/field-label";
import { Input } from "@web/components/ui/input";
import { cn } from "@web/lib/cn";

interface SearchComboboxProps<T> {
  label: string;
  placeholder: string;
  /** The listbox's name: "Fornecedores encontrados". */
  listLabel: string;
  text: string;
  onTextChange: (text: string) => void;
  /** Whether the list is open; the caller asks the server for matches only while it is. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  options: readonly T[];
  searching: boolean;
  searchingText: string;
  emptyText: string;
  renderOption: (option: T) => ReactNode;
  onChoose: (option: T) => void;
  /** Enter with no option highlighted: what a barcode reader sends after the code. */
  onEnterText?: (text: string) => void;
  error?: string;
  required?: boolean;
  /** Shown under the box: the caller's hint or its view of the choice. */
  children?: ReactNode;
  /** Beside the box: a way to fill it other than typing ('Ler código'). */
  action?: ReactNode;
}

/**
 * A combobox (WAI-ARIA pattern) over one of the server's searches (clients, suppliers, parts): typing
 * asks for the first matches, so a form never loads a whole table; the arrows and Enter or a click
 * choose one.
 */
export function SearchCombobox<T extends { id: string }>(props: SearchComboboxProps<T>) {
  const { label, placeholder, listLabel, text, onTextChange, open, onOpenChange, options } = props;
  const { searching, searchingText, emptyText, renderOption, onChoose, onEnterText, error, required } = props;
  const { action, children } = props;
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  // The highlighted option; none until the arrow keys pick one.
  const [active, setActive] = useState(-1);
  const optionId = (index: number) => `${id}-option-${index}`;

  function choose(option: T) {
    onChoose(option);
    setActive(-1);
    onOpenChange(false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!open) return onOpenChange(true);
      if (options.length === 0) return;
      setActive((current) =>
        event.key === "ArrowDown" ? (current + 1) % options.length : current <= 0 ? options.length - 1 : current - 1,
      );
    } else if (event.key === "Enter") {
      // Enter picks the highlighted option, or hands the typed code over; never submits the form.
      event.preventDefault();
      const option = open ? options[active] : undefined;
      if (option) choose(option);
      else onEnterText?.(event.currentTarget.value);
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      onOpenChange(false);
    }
  }

  return (
    <div className="space-y-1.5">
      <FieldLabel htmlFor={inputId} required={required}>
        {label}
      </FieldLabel>
      <div className={cn("relative", action != null && "flex gap-2")}>
        <Input
          id={inputId}
          className={cn(action != null && "min-w-0 flex-1")}
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
            onTextChange(event.target.value);
            setActive(-1);
            onOpenChange(true);
          }}
          onFocus={() => onOpenChange(true)}
          onBlur={() => {
            onOpenChange(false);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label={listLabel}
          hidden={!open}
          className="absolute inset-x-0 top-full z-20 mt-1 max-h-72 overflow-y-auto rounded-md border border-border bg-card py-1 shadow-lg"
        >
          {options.map((option, index) => (
            <li
              key={option.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              // Keeps focus in the input, so the blur that closes the list does not come first.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(option)}
              // The pointer only shows where it is: Enter takes an option the arrows chose, never one the
              // mouse happens to rest on while a reader types a code.
              className={cn("cursor-pointer px-3 py-2 text-sm hover:bg-accent", index === active && "bg-accent")}
            >
              {renderOption(option)}
            </li>
          ))}
          {options.length === 0 && (
            <li
              role="option"
              aria-selected={false}
              aria-disabled="true"
              className="px-3 py-2 text-sm text-muted-foreground"
            >
              {searching ? searchingText : emptyText}
            </li>
          )}
        </ul>
        {action}
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

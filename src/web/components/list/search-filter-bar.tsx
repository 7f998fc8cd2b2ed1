import { Search } from "lucide-react";
import { Card } from "@web/components/ui/card";
import { Input } from "@web/components/ui/input";
import { SelectField } from "@web/components/ui/select-field";

interface SelectFilter {
  label: string;
  options: readonly { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
}

interface SearchFilterBarProps {
  /** The search box's accessible name; it has no visible label: the magnifier and the placeholder (what it searches, short enough for a 320 px screen) say it. */
  label: string;
  placeholder: string;
  value: string;
  onChange: (text: string) => void;
  /** The list's one select (status, role), beside the box. */
  filter?: SelectFilter;
  /** A second select, when the list has one (the orders' payment state). */
  secondFilter?: SelectFilter;
}

/** The toolbar above a list screen: a search box and, when the list has one, its select filter. */
export function SearchFilterBar({ label, placeholder, value, onChange, filter, secondFilter }: SearchFilterBarProps) {
  const grid = secondFilter ? "sm:grid-cols-2 lg:grid-cols-[1fr_14rem_14rem]" : "sm:grid-cols-[1fr_14rem]";
  return (
    <Card className={filter ? `grid gap-4 p-4 ${grid} sm:items-end` : "p-4"}>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          type="search"
          aria-label={label}
          placeholder={placeholder}
          className="pl-9"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      {filter && (
        <SelectField
          label={filter.label}
          options={filter.options}
          value={filter.value}
          onChange={(event) => filter.onChange(event.target.value)}
        />
      )}
      {secondFilter && (
        <SelectField
          label={secondFilter.label}
          options={secondFilter.options}
          value={secondFilter.value}
          onChange={(event) => secondFilter.onChange(event.target.value)}
        />
      )}
    </Card>
  );
}

import { useId, type ComponentProps } from "react";
import { cn } from "@web/lib/cn";
import { FieldLabel } from "./field-label";

interface SelectFieldProps extends ComponentProps<"select"> {
  label: string;
  options: readonly { value: string; label: string }[];
  error?: string;
}

/** A labelled native select: the platform's own picker, keyboard and screen-reader support included. */
export function SelectField({ label, required, options, error, id, className, ...props }: SelectFieldProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const errorId = `${selectId}-error`;
  return (
    <div className="space-y-1.5">
      <FieldLabel htmlFor={selectId} required={required}>
        {label}
      </FieldLabel>
      <select
        id={selectId}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={cn(
          "h-10 w-full rounded-md border border-input bg-card px-3 text-sm text-foreground aria-invalid:border-destructive",
          className,
        )}
        {...props}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

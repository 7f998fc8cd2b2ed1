import { useId, type ComponentProps } from "react";
import { Input } from "./input";
import { FieldLabel } from "./field-label";

interface TextFieldProps extends ComponentProps<"input"> {
  label: string;
  /** A standing note under the field (a rule, why it cannot be edited), announced with it. */
  hint?: string;
  error?: string;
}

/**
 * A labelled input whose hint and validation message are announced with it. `required` marks the label
 * and the input; the forms validate themselves (noValidate), so the browser's own bubble never shows.
 */
export function TextField({ label, required, hint, error, id, ...props }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className="space-y-1.5">
      <FieldLabel htmlFor={inputId} required={required}>
        {label}
      </FieldLabel>
      <Input
        id={inputId}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...props}
      />
      {hint && (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

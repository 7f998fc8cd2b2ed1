import { useId, type ComponentProps } from "react";
import { Label } from "radix-ui";
import { Input } from "./input";

interface TextFieldProps extends ComponentProps<"input"> {
  label: string;
  /** A standing note under the field (a rule, why it cannot be edited), announced with it. */
  hint?: string;
  error?: string;
}

/** A labelled input whose hint and validation message are announced with it. */
export function TextField({ label, hint, error, id, ...props }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className="space-y-1.5">
      <Label.Root htmlFor={inputId} className="text-sm font-medium text-foreground">
        {label}
      </Label.Root>
      <Input id={inputId} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...props} />
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

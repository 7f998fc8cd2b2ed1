import { useId, type ComponentProps } from "react";
import { Label } from "radix-ui";
import { Input } from "./input";

interface TextFieldProps extends ComponentProps<"input"> {
  label: string;
  error?: string;
}

/** A labelled input whose validation message is announced with it. */
export function TextField({ label, error, id, ...props }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  return (
    <div className="space-y-1.5">
      <Label.Root htmlFor={inputId} className="text-sm font-medium text-foreground">
        {label}
      </Label.Root>
      <Input id={inputId} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...props} />
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

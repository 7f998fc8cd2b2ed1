import { useId, type ComponentProps } from "react";
import { FieldLabel } from "./field-label";

interface TextareaFieldProps extends ComponentProps<"textarea"> {
  label: string;
  error?: string;
}

export function TextareaField({ label, required, error, id, ...props }: TextareaFieldProps) {
  const generatedId = useId();
  const textareaId = id ?? generatedId;
  const errorId = `${textareaId}-error`;
  return (
    <div className="space-y-1.5">
      <FieldLabel htmlFor={textareaId} required={required}>
        {label}
      </FieldLabel>
      <textarea
        id={textareaId}
        rows={3}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="w-full rounded-md border border-input bg-card px-3 py-2 text-sm text-foreground placeholder:text-muted-foreground aria-invalid:border-destructive"
        {...props}
      />
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

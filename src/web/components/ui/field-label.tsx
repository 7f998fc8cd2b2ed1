import type { ReactNode } from "react";
import { Label } from "radix-ui";

interface FieldLabelProps {
  htmlFor: string;
  /** Marks the field as one the form cannot be saved without. */
  required?: boolean;
  children: ReactNode;
}

/**
 * A field's label. A required field's is followed by a red "*", hidden from screen readers, which
 * announce the field's own `required` instead; outside the <label>, so the label's text stays the
 * field's name (docs/decisions/027).
 */
export function FieldLabel({ htmlFor, required, children }: FieldLabelProps) {
  const label = (
    <Label.Root htmlFor={htmlFor} className="text-sm font-medium text-foreground">
      {children}
    </Label.Root>
  );
  if (!required) return label;
  return (
    <div className="flex items-baseline gap-1">
      {label}
      <span aria-hidden="true" className="text-sm font-medium text-destructive">
        *
      </span>
    </div>
  );
}

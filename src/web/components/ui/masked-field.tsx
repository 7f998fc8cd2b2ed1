import type { ChangeEvent, ComponentProps } from "react";
import { maskEdit, type NumberMask } from "@web/lib/number-mask";
import { TextField } from "./text-field";

interface MaskedFieldProps extends ComponentProps<typeof TextField> {
  /** The Brazilian number the field holds: formatted as it is typed (docs/decisions/024). */
  mask: NumberMask;
}

/**
 * A text field for a CPF, CNPJ, phone or CEP: whatever is typed or pasted, formatted or not, shows
 * formatted as it goes, the caret staying after the digit it followed. Works with react-hook-form's
 * `register` (the value is rewritten before its onChange reads it); the shared schemas accept the
 * text and give the digits. Give it a value already formatted (`formatPhone(…)`) to start from.
 */
export function MaskedField({ mask, onChange, ...props }: MaskedFieldProps) {
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const { inputType } = event.nativeEvent as InputEvent;
    const edit = maskEdit(mask, { value: input.value, caret: input.selectionStart ?? input.value.length, inputType });
    if (edit.value !== input.value) {
      input.value = edit.value;
      // Only the focused field has a caret to keep (a value set by a script has none).
      if (document.activeElement === input) input.setSelectionRange(edit.caret, edit.caret);
    }
    onChange?.(event);
  };
  return (
    <TextField
      type={mask === "phone" ? "tel" : "text"}
      inputMode={mask === "phone" ? "tel" : "numeric"}
      {...props}
      onChange={handleChange}
    />
  );
}

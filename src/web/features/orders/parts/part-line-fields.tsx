import { formatCents } from "@shared/money";
import type { DiscountType } from "@shared/money";
import { SelectField } from "@web/components/ui/select-field";
import { TextField } from "@web/components/ui/text-field";
import { DISCOUNT_TYPE_LABELS, optionsOf } from "@web/features/orders/order-labels";
import { lineTotalCents, readPartLine, type PartLineErrors, type PartLineForm } from "./part-line-values";

interface PartLineFieldsProps {
  form: PartLineForm;
  errors: PartLineErrors;
  onChange: (form: PartLineForm) => void;
}

/** Quantity, unit price and discount of a part line, with what the line comes to as they are typed. */
export function PartLineFields({ form, errors, onChange }: PartLineFieldsProps) {
  const read = readPartLine(form);
  const set = (field: keyof PartLineForm) => (event: { target: { value: string } }) =>
    onChange({ ...form, [field]: event.target.value });
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Quantidade"
          required
          inputMode="numeric"
          autoComplete="off"
          value={form.quantity}
          onChange={set("quantity")}
          error={errors.quantity}
        />
        <TextField
          label="Preço unitário (R$)"
          required
          inputMode="decimal"
          autoComplete="off"
          value={form.price}
          onChange={set("price")}
          error={errors.price}
        />
        <SelectField
          label="Tipo de desconto"
          options={optionsOf(DISCOUNT_TYPE_LABELS)}
          value={form.discountType}
          onChange={(event) => onChange({ ...form, discountType: event.target.value as DiscountType })}
        />
        <TextField
          label={form.discountType === "valor" ? "Desconto (R$)" : "Desconto (%)"}
          inputMode="decimal"
          autoComplete="off"
          value={form.discount}
          onChange={set("discount")}
          error={errors.discount}
        />
      </div>
      <p aria-live="polite" className="text-sm font-semibold">
        Total da peça: {"values" in read ? formatCents(lineTotalCents(read.values)) : "—"}
      </p>
    </div>
  );
}

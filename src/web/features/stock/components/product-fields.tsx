import type { Product } from "@shared/stock-types";
import { TextField } from "@web/components/ui/text-field";
import { typedCents } from "@web/lib/typed-amount";

/** What the part's form boxes hold, as typed. */
export interface ProductValues {
  name: string;
  sku: string;
  barcode: string;
  fits: string;
  cost: string;
  price: string;
  quantity: string;
  minimum: string;
  location: string;
}

/** The boxes of a new part, or of a part being edited with its values. */
export function valuesOf(product: Product | null): ProductValues {
  return {
    name: product?.name ?? "",
    sku: product?.sku ?? "",
    barcode: product?.barcode ?? "",
    fits: product?.fits ?? "",
    cost: "",
    price: product ? typedCents(product.priceCents) : "",
    quantity: "0",
    minimum: String(product?.minimum ?? 0),
    location: product?.location ?? "",
  };
}

interface ProductFieldsProps {
  values: ProductValues;
  errors: Partial<Record<keyof ProductValues, string>>;
  onChange: (field: keyof ProductValues, value: string) => void;
  /** A new part: its cost and starting quantity are asked for once, here. */
  registering: boolean;
}

/** The part's form boxes, each with its message under it. */
export function ProductFields({ values, errors, onChange, registering }: ProductFieldsProps) {
  return (
    <>
      <TextField
        label="Nome"
        required
        autoComplete="off"
        value={values.name}
        onChange={(event) => onChange("name", event.target.value)}
        error={errors.name}
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          label="SKU (opcional)"
          autoComplete="off"
          value={values.sku}
          onChange={(event) => onChange("sku", event.target.value)}
          error={errors.sku}
        />
        <TextField
          label="Código de barras (opcional)"
          autoComplete="off"
          inputMode="numeric"
          value={values.barcode}
          onChange={(event) => onChange("barcode", event.target.value)}
          error={errors.barcode}
        />
      </div>
      <TextField
        label="Modelos compatíveis (opcional)"
        autoComplete="off"
        placeholder="A54, A55, M54"
        value={values.fits}
        onChange={(event) => onChange("fits", event.target.value)}
        error={errors.fits}
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {registering && (
          <TextField
            label="Custo (R$)"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0,00"
            value={values.cost}
            onChange={(event) => onChange("cost", event.target.value)}
            error={errors.cost}
          />
        )}
        <TextField
          label="Preço de venda (R$)"
          required
          inputMode="decimal"
          autoComplete="off"
          placeholder="0,00"
          value={values.price}
          onChange={(event) => onChange("price", event.target.value)}
          error={errors.price}
        />
        {registering && (
          <TextField
            label="Quantidade inicial"
            inputMode="numeric"
            autoComplete="off"
            value={values.quantity}
            onChange={(event) => onChange("quantity", event.target.value)}
            error={errors.quantity}
          />
        )}
        <TextField
          label="Estoque mínimo"
          inputMode="numeric"
          autoComplete="off"
          value={values.minimum}
          onChange={(event) => onChange("minimum", event.target.value)}
          error={errors.minimum}
        />
      </div>
      <TextField
        label="Localização (opcional)"
        autoComplete="off"
        placeholder="Gaveta 3, prateleira B"
        value={values.location}
        onChange={(event) => onChange("location", event.target.value)}
        error={errors.location}
      />
    </>
  );
}

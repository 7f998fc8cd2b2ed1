import { centsOfTyped } from "@web/lib/typed-amount";

/**
 * A quantity typed in a box → whole units, for the shared schema to judge: "12" → 12, "1.000" → 1000
 * (a dot groups thousands, as the shop writes it), "1,5" → 1.5 and "-2" → -2 so the schema says what is
 * wrong with them in its own words; "" is undefined (nothing typed), anything else NaN ("Quantidade
 * inválida").
 */
export function unitsOfTyped(text: string): number | undefined {
  const trimmed = text.replace(/\s/g, "");
  if (trimmed === "") return undefined;
  if (/^\d{1,3}(?:\.\d{3})+$/.test(trimmed)) return Number(trimmed.replaceAll(".", ""));
  if (/^-?\d+(?:,\d+)?$/.test(trimmed)) return Number(trimmed.replace(",", "."));
  return Number.NaN;
}

/**
 * An amount box's value for a shared schema: blank is undefined (its "Informe…" message or default),
 * a box that holds no amount NaN (its "Valor inválido").
 */
export function centsForSchema(text: string): number | undefined {
  const cents = centsOfTyped(text);
  return cents === null ? Number.NaN : cents;
}

/** A move's quantity with its sign, as the ledger shows it: "+3", "−2" (a true minus sign). */
export function signedUnits(delta: number): string {
  if (delta > 0) return `+${delta}`;
  if (delta < 0) return `−${Math.abs(delta)}`;
  return "0";
}

/** A count's difference from what the system holds, said before it is confirmed. */
export function adjustmentText(current: number, counted: number | undefined): string | null {
  if (counted === undefined || !Number.isInteger(counted) || counted < 0) return null;
  const delta = counted - current;
  if (delta === 0) return "Sem diferença: o estoque já está certo.";
  const units = Math.abs(delta) === 1 ? "unidade" : "unidades";
  return delta > 0
    ? `Diferença: ${signedUnits(delta)} ${units} (entrada de ${delta})`
    : `Diferença: ${signedUnits(delta)} ${units} (saída de ${-delta})`;
}

/** A purchase's running total in centavos: whole numbers multiplied and summed, never floats of reais. */
export function purchaseTotalCents(
  items: readonly { quantity: number | undefined; unitCostCents: number | null | undefined }[],
) {
  let total = 0;
  for (const item of items) {
    const { quantity, unitCostCents } = item;
    if (quantity === undefined || !Number.isInteger(quantity) || quantity <= 0) continue;
    if (unitCostCents === null || unitCostCents === undefined) continue;
    total += quantity * unitCostCents;
  }
  return total;
}

/** Whether a part is what a scan or a typed code names: its barcode, or its SKU ignoring case. */
export function isExactCode(product: { sku: string | null; barcode: string | null }, code: string): boolean {
  const text = code.trim();
  if (!text) return false;
  return product.barcode === text || (product.sku !== null && product.sku.toLowerCase() === text.toLowerCase());
}

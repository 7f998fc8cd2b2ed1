import type { Product } from "@shared/stock-types";
import type { ApiSession } from "./fixtures";

/** An EAN-13 no other test uses: twelve random digits and their check digit. */
export function uniqueEan13(): string {
  const digits = Array.from({ length: 12 }, (_, i) => (i === 0 ? 7 : Math.floor(Math.random() * 10)));
  const sum = digits.reduce((total, digit, i) => total + digit * (i % 2 === 0 ? 1 : 3), 0);
  return [...digits, (10 - (sum % 10)) % 10].join("");
}

/** A part registered by the admin, with a barcode of its own: R$ 89,90, costing R$ 30,00, four on the shelf. */
export async function seedBarcodedPart(admin: ApiSession, overrides: Record<string, unknown> = {}): Promise<Product> {
  const barcode = uniqueEan13();
  return admin.send<Product>("POST", "/api/products", {
    name: `Bateria ${barcode.slice(-6)}`,
    barcode,
    priceCents: 8990,
    costCents: 3000,
    quantity: 4,
    ...overrides,
  });
}

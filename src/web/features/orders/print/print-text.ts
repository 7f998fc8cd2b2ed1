import type { CompanyInfo } from "@shared/client-types";
import { formatCep, formatCnpj, formatPhone } from "@shared/br-numbers";
import type { Order } from "@shared/order-types";
import { ACCESSORY_LABELS } from "@shared/value-sets";

/** What came with the device: the ticked accessories, then the free text; "Nenhum" for nothing. */
export function accessoriesText(order: Pick<Order, "accessories" | "accessoriesNote">): string {
  const labels = [...order.accessories.map((accessory) => ACCESSORY_LABELS[accessory]), order.accessoriesNote];
  return labels.filter(Boolean).join(", ") || "Nenhum";
}

/** The shop's contact lines under its name, the numbers formatted; none when its details could not be read. */
export function companyLines(company: CompanyInfo | undefined): string[] {
  if (!company) return [];
  return [
    company.cnpj && `CNPJ ${formatCnpj(company.cnpj)}`,
    [formatPhone(company.phone), company.email].filter(Boolean).join(" · "),
    [company.address, company.cep && `CEP ${formatCep(company.cep)}`].filter(Boolean).join(" · "),
  ].filter((line): line is string => Boolean(line));
}

const twoDigits = (n: number) => String(n).padStart(2, "0");

/** A moment's local time of day, 14:05. */
export function timeOfDay(iso: string): string {
  const date = new Date(iso);
  return `${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}

/** The 80 mm receipt's paper: its width, and the margins the printer's head cannot reach. */
export const RECEIPT_PAPER = { widthMm: 80, marginXMm: 4, marginYMm: 3 } as const;

const MM_PER_CSS_PX = 25.4 / 96;

/**
 * The length of receipt paper a content this many CSS pixels tall needs: its height, the top and
 * bottom margins and one millimetre of slack, so rounding never spills a line onto a second page.
 * CSS has no "as long as the content" page size (`size: 80mm auto` is invalid and dropped), so the
 * receipt measures itself (docs/decisions/026).
 */
export function receiptPaperLengthMm(contentHeightPx: number): number {
  return Math.ceil(contentHeightPx * MM_PER_CSS_PX) + 2 * RECEIPT_PAPER.marginYMm + 1;
}

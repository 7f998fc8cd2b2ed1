import type { PixCharge } from "@shared/payments";
import { BrCodeError } from "@shared/pix/br-code";
import type { OrderPartInput } from "@shared/validation/order-part";
import type { Db } from "@server/db/client";
import { AppError } from "@server/errors";
import { brCodeCharge, PIX_NOT_CONFIGURED } from "@server/modules/payments/pix-charge.service";
import { pixSettingsOf } from "@server/modules/payments/pix-settings.queries";
import { cartTotalCents, priceLines } from "./sale-lines.queries";

/**
 * The BR Code for a cart's total, before the sale is made (docs/decisions/048): the customer pays it,
 * staff see the Pix arrive and then confirm the sale. The server prices the cart, so the code asks
 * exactly what the sale will record.
 */
export async function cartPixCharge({ db, items }: { db: Db; items: readonly OrderPartInput[] }): Promise<PixCharge> {
  const settings = await pixSettingsOf(db);
  if (!settings) throw new AppError("CONFLICT", PIX_NOT_CONFIGURED);
  const totalCents = cartTotalCents(await priceLines(db, items));
  if (totalCents <= 0) throw new AppError("VALIDATION_ERROR", "O total da venda deve ser maior que zero.");
  try {
    return await brCodeCharge(settings, totalCents);
  } catch (error) {
    if (error instanceof BrCodeError) throw new AppError("CONFLICT", error.message);
    throw error;
  }
}

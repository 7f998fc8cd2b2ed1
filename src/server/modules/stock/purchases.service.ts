import { eq } from "drizzle-orm";
import { fromCents } from "@shared/money";
import type { Purchase } from "@shared/stock-types";
import type { PurchaseInput } from "@shared/validation/stock";
import type { Db } from "@server/db/client";
import { purchaseItems, purchases, suppliers } from "@server/db/schema/stock";
import { AppError } from "@server/errors";
import { getPurchase } from "./purchase-list.service";
import { moveStock } from "./stock-moves.service";

/**
 * A purchase from a supplier (docs/decisions/043), in one transaction: the purchase, each item an
 * entrada at its cost (moving the part's average cost), and its lines. Parts are moved in the order
 * of their ids, so two purchases of the same parts lock them in the same order and never deadlock.
 */
export async function createPurchase(options: {
  db: Db;
  input: PurchaseInput;
  userId: string;
  today: string;
}): Promise<Purchase> {
  const { db, input, userId, today } = options;
  const id = await db.transaction(async (tx) => {
    const [supplier] = await tx.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.id, input.supplierId));
    if (!supplier) throw new AppError("NOT_FOUND", "Fornecedor não encontrado");
    const [purchase] = await tx
      .insert(purchases)
      .values({
        supplierId: input.supplierId,
        purchasedOn: input.purchasedOn ?? today,
        invoiceNumber: input.invoiceNumber,
        note: input.note,
        createdBy: userId,
      })
      .returning({ id: purchases.id });
    const purchaseId = purchase!.id;
    const items = [...input.items].sort((a, b) => (a.productId < b.productId ? -1 : 1));
    for (const item of items)
      await moveStock({
        tx,
        productId: item.productId,
        kind: "entrada",
        delta: item.quantity,
        unitCostCents: item.unitCostCents,
        purchaseId,
        userId,
      });
    await tx.insert(purchaseItems).values(
      input.items.map((item) => ({
        purchaseId,
        productId: item.productId,
        quantity: item.quantity,
        unitCost: fromCents(item.unitCostCents),
      })),
    );
    return purchaseId;
  });
  return getPurchase({ db, id });
}

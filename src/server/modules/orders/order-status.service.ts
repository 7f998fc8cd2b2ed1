import { eq } from "drizzle-orm";
import type { SessionUser } from "@shared/api-types";
import type { Order } from "@shared/order-types";
import { warrantyEndDay } from "@shared/order-workflow";
import type { z } from "zod";
import type { statusChangeSchema } from "@shared/validation/order";
import type { Db } from "@server/db/client";
import { orders } from "@server/db/schema/shop";
import { AppError } from "@server/errors";
import { localDate } from "@server/lib/local-date";
import { signaturePng } from "./delivery-signature.service";
import { moveOrder, type OrderMove } from "./move-order.service";
import { recordEvent } from "./order-events.queries";
import { getOrder, ORDER_NOT_FOUND } from "./orders.service";

type StatusChange = z.output<typeof statusChangeSchema>;

/**
 * One click on an order's status, with an optional note: along the workflow only, recorded in the
 * history. Delivering records who picked the device up and when, with their signature if they signed,
 * and erases the unlock code; cancelling records why.
 */
export async function changeOrderStatus(options: {
  db: Db;
  user: SessionUser;
  id: string;
  change: StatusChange;
  now: Date;
}) {
  const { db, user, id, change, now } = options;
  // Checked before the transaction: a signature that is not a PNG refuses the whole delivery.
  const signature = change.signature ? signaturePng(change.signature) : null;
  await db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: orders.id, status: orders.status, number: orders.number, clientId: orders.clientId })
      .from(orders)
      .where(eq(orders.id, id))
      .for("update");
    if (!existing) throw new AppError("NOT_FOUND", ORDER_NOT_FOUND);
    await moveOrder({
      tx,
      order: existing,
      actor: { userId: user.id, customer: false },
      move: moveOf(change, signature),
      now,
    });
  });
  return getOrder({ db, user, id });
}

/** The move a 'Mudar status' asks for; the shared schema made sure delivering and cancelling carry theirs. */
function moveOf(change: StatusChange, signature: Buffer | null): OrderMove {
  const note = change.note;
  if (change.status === "entregue") return { to: "entregue", note, pickedUpBy: change.pickedUpBy!, signature };
  if (change.status === "cancelado") return { to: "cancelado", note, cancelReason: change.cancelReason! };
  return { to: change.status, note };
}

/**
 * A warranty return: a new order for the same client and device, linked to the delivered original
 * while its warranty lasts (counted from delivery, in the shop's time zone).
 */
export async function openWarrantyReturn(options: {
  db: Db;
  user: SessionUser;
  id: string;
  now: Date;
  timeZone: string;
}): Promise<Order> {
  const { db, user, id, now, timeZone } = options;
  const newId = await db.transaction(async (tx) => {
    const [original] = await tx.select().from(orders).where(eq(orders.id, id)).for("update");
    if (!original) throw new AppError("NOT_FOUND", ORDER_NOT_FOUND);
    if (original.status !== "entregue" || !original.deliveredAt) {
      throw new AppError("CONFLICT", "Só um pedido entregue tem retorno de garantia");
    }
    if (!original.warrantyMonths) throw new AppError("CONFLICT", "Este pedido não tem garantia");
    const end = warrantyEndDay(localDate(original.deliveredAt, timeZone), original.warrantyMonths);
    if (localDate(now, timeZone) > end) {
      throw new AppError("CONFLICT", `A garantia terminou em ${end.split("-").reverse().join("/")}`);
    }
    const number = String(original.number).padStart(5, "0");
    const [created] = await tx
      .insert(orders)
      .values({
        clientId: original.clientId,
        userId: user.id,
        brand: original.brand,
        model: original.model,
        device: original.device,
        serialNumber: original.serialNumber,
        defect: `Retorno de garantia da OS ${number}`,
        technicianId: original.technicianId,
        warrantyOf: original.id,
      })
      .returning({ id: orders.id, number: orders.number });
    await recordEvent(tx, {
      orderId: created!.id,
      userId: user.id,
      kind: "criado",
      toStatus: "novo",
      detail: { warrantyOf: original.number },
    });
    await recordEvent(tx, {
      orderId: original.id,
      userId: user.id,
      kind: "retorno_garantia",
      detail: { orderId: created!.id, number: created!.number },
    });
    return created!.id;
  });
  return getOrder({ db, user, id: newId });
}

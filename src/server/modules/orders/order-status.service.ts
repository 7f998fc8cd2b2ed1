import { eq } from "drizzle-orm";
import type { SessionUser } from "@shared/api-types";
import { formatCents } from "@shared/money";
import type { Order } from "@shared/order-types";
import { warrantyEndDay } from "@shared/order-workflow";
import type { z } from "zod";
import type { statusChangeSchema } from "@shared/validation/order";
import type { Db } from "@server/db/client";
import { orders } from "@server/db/schema/shop";
import { AppError } from "@server/errors";
import { orderMoney } from "@server/modules/payments/order-money.queries";
import { refundOrder } from "@server/modules/payments/payments.service";
import { localDate } from "@server/lib/local-date";
import { type FileStorage, forgetFilesOfFailedWrite, type KeptFile, keepFile } from "@server/storage/files";
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
  storage: FileStorage;
  user: SessionUser;
  id: string;
  change: StatusChange;
  now: Date;
  timeZone: string;
}) {
  const { db, storage, user, id, change, now, timeZone } = options;
  // Checked and stored before the transaction: a signature that is not a PNG, or a bucket that cannot
  // take it, refuses the whole delivery; a failed transaction removes the object again.
  const png = change.signature ? signaturePng(change.signature) : null;
  const signature = png ? await keepFile(storage, "signatures", png, "image/png") : null;
  await db
    .transaction(async (tx) => {
      const [existing] = await tx
        .select({ id: orders.id, status: orders.status, number: orders.number, clientId: orders.clientId })
        .from(orders)
        .where(eq(orders.id, id))
        .for("update");
      if (!existing) throw new AppError("NOT_FOUND", ORDER_NOT_FOUND);
      const move = await moveOf({
        tx,
        change,
        signature,
        orderId: id,
        userId: user.id,
        today: localDate(now, timeZone),
      });
      await moveOrder({ tx, order: existing, actor: { userId: user.id, customer: false }, move, now });
    })
    .catch(async (error: unknown) => {
      await forgetFilesOfFailedWrite(storage, [signature?.storageKey ?? null], error);
      throw error;
    });
  return getOrder({ db, user, id });
}

/**
 * The move a 'Mudar status' asks for; the shared schema made sure delivering and cancelling carry
 * theirs. Their money, weighed under the order's lock (docs/decisions/038): delivering while money is
 * owed must be confirmed ('Entregar com saldo em aberto'); cancelling with money received must say
 * whether it was handed back, which is then recorded as a refund.
 */
async function moveOf(options: {
  tx: Db;
  change: StatusChange;
  signature: KeptFile | null;
  orderId: string;
  userId: string;
  today: string;
}): Promise<OrderMove> {
  const { tx, change, signature, orderId, userId, today } = options;
  const note = change.note;
  if (change.status === "entregue") {
    const { balanceCents } = await orderMoney(tx, orderId);
    if (balanceCents > 0 && !change.confirmOpenBalance)
      throw new AppError(
        "CONFLICT",
        `Este pedido tem saldo em aberto de ${formatCents(balanceCents)}. Confirme para entregar com saldo em aberto.`,
      );
    return {
      to: "entregue",
      note,
      pickedUpBy: change.pickedUpBy!,
      signature,
      openBalanceCents: Math.max(balanceCents, 0),
    };
  }
  if (change.status === "cancelado") {
    const { paidCents } = await orderMoney(tx, orderId);
    if (paidCents <= 0) return { to: "cancelado", note, cancelReason: change.cancelReason!, money: null };
    if (!change.refund)
      throw new AppError(
        "CONFLICT",
        `Este pedido tem ${formatCents(paidCents)} recebidos: diga se o dinheiro foi devolvido ao cliente.`,
      );
    const money = change.refund.refunded
      ? {
          refundedCents: await refundOrder({ tx, orderId, method: change.refund.method!, recorderId: userId, today }),
          method: change.refund.method!,
        }
      : { keptCents: paidCents };
    return { to: "cancelado", note, cancelReason: change.cancelReason!, money };
  }
  if (change.status === "aguardando_peca") return { to: "aguardando_peca", note, awaitingPart: change.awaitingPart };
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

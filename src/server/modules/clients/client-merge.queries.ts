import { eq } from "drizzle-orm";
import type { Db } from "@server/db/client";
import { clients, orders } from "@server/db/schema/shop";
import { tickets } from "@server/db/schema/tickets";
import { AppError } from "@server/errors";

/**
 * Two records of the same customer become one (docs/decisions/028): the dropped record's orders,
 * tickets and account move to the kept one, the kept one's blank fields take the dropped one's
 * values, and the dropped record goes. In the caller's transaction.
 */
export async function mergeClientRecords(tx: Db, { keepId, dropId }: { keepId: string; dropId: string }) {
  if (keepId === dropId) throw new AppError("BAD_REQUEST", "Escolha outro cliente para mesclar");
  const rows = await tx.select().from(clients).where(eq(clients.id, keepId)).for("update");
  const dropped = await tx.select().from(clients).where(eq(clients.id, dropId)).for("update");
  const keep = rows[0];
  const drop = dropped[0];
  if (!keep || !drop) throw new AppError("NOT_FOUND", "Cliente não encontrado");
  if (keep.userId && drop.userId)
    throw new AppError("CONFLICT", "Os dois clientes têm contas vinculadas. Desvincule uma delas antes de mesclar.");

  await tx.update(orders).set({ clientId: keepId }).where(eq(orders.clientId, dropId));
  await tx.update(tickets).set({ clientId: keepId }).where(eq(tickets.clientId, dropId));
  // The account's unique link moves only once the dropped record lets go of it.
  await tx.delete(clients).where(eq(clients.id, dropId));
  await tx
    .update(clients)
    .set({
      userId: keep.userId ?? drop.userId,
      phone: keep.phone ?? drop.phone,
      address: keep.address ?? drop.address,
      mapsLocation: keep.mapsLocation ?? drop.mapsLocation,
      email: keep.email ?? drop.email,
      cpf: keep.cpf ?? drop.cpf,
      cep: keep.cep ?? drop.cep,
      updatedAt: new Date(),
    })
    .where(eq(clients.id, keepId));
  return { ...keep, userId: keep.userId ?? drop.userId };
}

import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { SessionResponse } from "@shared/api-types";
import type { Order, OrderEvent } from "@shared/order-types";
import type { StatusChangeInput } from "@shared/validation/order";
import { SIGNATURE_MAX_BYTES } from "@shared/validation/signature";
import { deliverySignatures } from "@server/db/schema/order-files";
import { orderEvents } from "@server/db/schema/order-history";
import { clients, orders } from "@server/db/schema/shop";
import { createTestApp } from "@server/test/test-app";

// The smallest real PNG: its signature and a 1×1 image.
const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082",
  "hex",
);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
const dataUrl = (bytes: Buffer) => `data:image/png;base64,${bytes.toString("base64")}`;
/** The same PNG declaring another size in its header (IHDR's width and height, bytes 16–23). */
function declaring(width: number, height: number): Buffer {
  const bytes = Buffer.from(PNG);
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  return bytes;
}

describe("the customer's signature at delivery", async () => {
  const now = new Date("2026-11-24T15:30:00-03:00");
  const t = await createTestApp({ clock: () => now });
  const tecnico = await t.signedIn("tecnico");
  const owner = await t.signedIn("cliente");
  const stranger = await t.signedIn("cliente");
  const { user } = (await (await owner.request("/api/session")).json()) as SessionResponse;
  const [ownerClient] = await t.db.select().from(clients).where(eq(clients.userId, user!.id));

  /** An order of the owner's, finished and ready to be delivered. */
  async function finishedOrder(): Promise<Order> {
    const created = await tecnico.request("/api/orders", {
      json: { clientId: ownerClient!.id, brand: "Apple", model: "iPhone 12", device: "Celular", defect: "Não carrega" },
    });
    const order = (await created.json()) as Order;
    expect((await move(order.id, { status: "concluido" })).status).toBe(200);
    return order;
  }
  const move = (id: string, change: StatusChangeInput) => tecnico.request(`/api/orders/${id}/status`, { json: change });
  const deliver = (id: string, signature?: string) =>
    move(id, { status: "entregue", pickedUpBy: "Ana Souza", signature });
  const signatureOf = (id: string, as = tecnico) => as.request(`/api/orders/${id}/delivery-signature`);
  const errorOf = async (res: Response) => ((await res.json()) as { error: { message: string } }).error.message;

  /** Nothing of the delivery was written: the order is still finished, with no signature and no delivery event. */
  async function expectUndelivered(id: string) {
    const [row] = await t.db
      .select({ status: orders.status, deliveredAt: orders.deliveredAt })
      .from(orders)
      .where(eq(orders.id, id));
    expect(row).toEqual({ status: "concluido", deliveredAt: null });
    const [signatures] = await t.db
      .select({ n: count() })
      .from(deliverySignatures)
      .where(eq(deliverySignatures.orderId, id));
    expect(signatures!.n).toBe(0);
    const events = await t.db.select({ kind: orderEvents.kind }).from(orderEvents).where(eq(orderEvents.orderId, id));
    expect(events.map((e) => e.kind)).not.toContain("entregue");
  }

  it("stores the signature with the delivery, says so in the history, and serves the same bytes", async () => {
    const order = await finishedOrder();
    const res = await deliver(order.id, dataUrl(PNG));
    expect(res.status).toBe(200);
    const delivered = (await res.json()) as Order;
    expect(delivered).toMatchObject({
      status: "entregue",
      pickedUpBy: "Ana Souza",
      deliverySignatureUrl: `/api/orders/${order.id}/delivery-signature`,
    });
    const [stored] = await t.db.select().from(deliverySignatures).where(eq(deliverySignatures.orderId, order.id));
    expect(stored!.createdAt.getTime()).toBe(now.getTime());

    const image = await signatureOf(order.id);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
    expect(image.headers.get("cache-control")).toMatch(/^private/);
    expect(image.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);

    const history = (await (await tecnico.request(`/api/orders/${order.id}/history`)).json()) as OrderEvent[];
    expect(history.find((e) => e.kind === "entregue")?.detail).toEqual({ pickedUpBy: "Ana Souza", signed: true });
  });

  it("delivers without a signature too: no image, and the history says it was not signed", async () => {
    const order = await finishedOrder();
    const delivered = (await (await deliver(order.id)).json()) as Order;
    expect(delivered).toMatchObject({ status: "entregue", deliverySignatureUrl: null });
    expect((await signatureOf(order.id)).status).toBe(404);
    const history = (await (await tecnico.request(`/api/orders/${order.id}/history`)).json()) as OrderEvent[];
    expect(history.find((e) => e.kind === "entregue")?.detail).toEqual({ pickedUpBy: "Ana Souza", signed: false });
  });

  it("refuses what is not a PNG, and then neither delivers the order nor stores anything", async () => {
    const order = await finishedOrder();
    for (const signature of [
      dataUrl(JPEG),
      dataUrl(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg' onload='alert(1)'/>")),
      "data:image/svg+xml;base64,PHN2Zz4=",
      "assinatura",
    ]) {
      const res = await deliver(order.id, signature);
      expect(res.status, signature).toBe(400);
      expect(await errorOf(res)).toBe("A assinatura deve ser uma imagem PNG");
    }
    await expectUndelivered(order.id);
  });

  it("refuses a signature over 300 KB (400) and a body far past it (413), writing nothing", async () => {
    const order = await finishedOrder();
    // A PNG's header, padded past the limit by three bytes: within the route's body limit.
    const justOver = Buffer.concat([PNG, Buffer.alloc(SIGNATURE_MAX_BYTES - PNG.length + 3)]);
    const res = await deliver(order.id, dataUrl(justOver));
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toBe("Assinatura muito grande (máximo 300 KB)");

    const huge = await deliver(order.id, dataUrl(Buffer.concat([PNG, Buffer.alloc(2 * SIGNATURE_MAX_BYTES)])));
    expect(huge.status).toBe(413);
    expect(await errorOf(huge)).toBe("Assinatura muito grande (máximo 300 KB)");
    await expectUndelivered(order.id);

    // The largest allowed goes through.
    const largest = Buffer.concat([PNG, Buffer.alloc(SIGNATURE_MAX_BYTES - PNG.length)]);
    expect((await deliver(order.id, dataUrl(largest))).status).toBe(200);
    expect(Buffer.from(await (await signatureOf(order.id)).arrayBuffer()).equals(largest)).toBe(true);
  });

  it("refuses a PNG declaring more pixels than a pad draws, or no header chunk; accepts one at the bound", async () => {
    const order = await finishedOrder();
    // Issue 22: 194 KB declaring 40,000 × 40,000 pixels, for every page showing it to decode.
    const bomb = Buffer.concat([declaring(40_000, 40_000), Buffer.alloc(194 * 1024)]);
    for (const bytes of [bomb, declaring(4001, 300), declaring(1200, 2001)]) {
      const res = await deliver(order.id, dataUrl(bytes));
      expect(res.status).toBe(400);
      expect(await errorOf(res)).toBe("Assinatura com dimensões grandes demais (máximo 4000 × 2000 pixels)");
    }
    const noHeader = Buffer.from(PNG);
    noHeader.write("IDAT", 12, "latin1");
    for (const bytes of [noHeader, declaring(0, 0), PNG.subarray(0, 20)]) {
      const res = await deliver(order.id, dataUrl(bytes));
      expect(res.status).toBe(400);
      expect(await errorOf(res)).toBe("A assinatura deve ser uma imagem PNG");
    }
    await expectUndelivered(order.id);
    expect((await deliver(order.id, dataUrl(declaring(4000, 2000)))).status).toBe(200);
  });

  it("refuses a signature with any status but delivered", async () => {
    const created = await tecnico.request("/api/orders", {
      json: { clientId: ownerClient!.id, brand: "LG", model: "K62", device: "Celular", defect: "Tela apagada" },
    });
    const order = (await created.json()) as Order;
    const res = await move(order.id, { status: "concluido", signature: dataUrl(PNG) });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toBe("A assinatura só é registrada na entrega");
    const [row] = await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe("novo");
  });

  it("shows the signature to staff and to the order's own customer only", async () => {
    const order = await finishedOrder();
    await deliver(order.id, dataUrl(PNG));
    expect((await signatureOf(order.id, t.client())).status).toBe(401);
    const foreign = await signatureOf(order.id, stranger);
    expect(foreign.status).toBe(404);
    expect(await errorOf(foreign)).toBe("Assinatura não encontrada");
    const own = await signatureOf(order.id, owner);
    expect(own.status).toBe(200);
    expect(Buffer.from(await own.arrayBuffer()).equals(PNG)).toBe(true);
    const ownOrder = (await (await owner.request(`/api/orders/${order.id}`)).json()) as Order;
    expect(ownOrder.deliverySignatureUrl).toBe(`/api/orders/${order.id}/delivery-signature`);
    // A customer cannot deliver, with or without a signature.
    const other = await finishedOrder();
    const refused = await owner.request(`/api/orders/${other.id}/status`, {
      json: { status: "entregue", pickedUpBy: "Eu mesmo", signature: dataUrl(PNG) },
    });
    expect(refused.status).toBe(403);
    await expectUndelivered(other.id);
    expect((await signatureOf("00000000-0000-4000-8000-000000000000")).status).toBe(404);
  });
});

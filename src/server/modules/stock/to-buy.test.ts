import { describe, expect, it } from "vitest";
import type { Order } from "@shared/order-types";
import type { ToBuyItem } from "@shared/stock-types";
import { createTestApp } from "@server/test/test-app";
import { registerProduct } from "./stock-fixture";

// 'Aguardando peça' naming the part, and the 'Comprar' list it feeds (docs/decisions/045).
describe("the parts to buy", async () => {
  const t = await createTestApp();
  const admin = await t.signedIn("admin");
  const tecnico = await t.signedIn("tecnico");
  const json = async <T>(res: Response) => (await res.json()) as T & { error?: { message: string } };
  const client = await json<{ id: string }>(
    await tecnico.request("/api/clients", { json: { name: "Cliente Compra", phone: "11987654321", address: "Rua A" } }),
  );
  async function order() {
    const res = await tecnico.request("/api/orders", {
      json: { clientId: client.id, brand: "Apple", model: "iPhone 11", device: "Celular", defect: "Bateria" },
    });
    return json<Order>(res);
  }
  const move = (id: string, body: Record<string, unknown>) =>
    tecnico.request(`/api/orders/${id}/status`, { json: body });
  const toBuy = async (as = admin) => json<ToBuyItem[]>(await as.request("/api/products/to-buy"));
  const lineOf = (list: ToBuyItem[], id: string) => list.find((item) => item.product.id === id);

  it("lists parts under their minimum and parts orders wait for, with how many to buy", async () => {
    const under = await registerProduct(admin, { quantity: 1, minimum: 3 });
    const awaited = await registerProduct(admin, { quantity: 1, minimum: 0 });
    const onShelf = await registerProduct(admin, { quantity: 5, minimum: 1 });
    const [a, b, c] = [await order(), await order(), await order()];
    expect(
      (await move(a.id, { status: "aguardando_peca", awaitingPart: { productId: awaited.id, quantity: 2 } })).status,
    ).toBe(200);
    await move(b.id, { status: "aguardando_peca", awaitingPart: { productId: awaited.id, quantity: 1 } });
    await move(c.id, { status: "aguardando_peca", awaitingPart: { productId: onShelf.id, quantity: 1 } });

    const read = await json<Order>(await tecnico.request(`/api/orders/${a.id}`));
    expect(read.awaitingPart).toEqual({ productId: awaited.id, description: awaited.name, quantity: 2 });

    const list = await toBuy();
    expect(lineOf(list, under.id)).toMatchObject({ waitingOrders: 0, waitingUnits: 0, toBuy: 2 });
    // Three units awaited by two orders, one on the shelf.
    expect(lineOf(list, awaited.id)).toMatchObject({ waitingOrders: 2, waitingUnits: 3, toBuy: 2 });
    expect(lineOf(list, onShelf.id)).toBeUndefined();
    expect(lineOf(list, awaited.id)!.product.costCents).toBe(20000);

    // The order moves on: it no longer waits, and the list forgets it.
    expect((await move(a.id, { status: "em_andamento" })).status).toBe(200);
    expect((await json<Order>(await tecnico.request(`/api/orders/${a.id}`))).awaitingPart).toBeNull();
    expect(lineOf(await toBuy(), awaited.id)).toBeUndefined();
  });

  it("names the awaited part only with 'Aguardando peça', a part that exists, in whole units", async () => {
    const part = await registerProduct(admin, { quantity: 0 });
    const o = await order();
    const refusal = async (body: Record<string, unknown>, status = 400) => {
      const res = await move(o.id, body);
      expect(res.status).toBe(status);
      return (await json(res)).error?.message;
    };
    expect(await refusal({ status: "em_andamento", awaitingPart: { productId: part.id, quantity: 1 } })).toBe(
      "A peça aguardada só se informa em 'Aguardando peça'",
    );
    expect(await refusal({ status: "aguardando_peca", awaitingPart: { productId: part.id, quantity: 0 } })).toBe(
      "A quantidade deve ser maior que zero",
    );
    expect(
      await refusal(
        { status: "aguardando_peca", awaitingPart: { productId: "00000000-0000-4000-8000-000000000000", quantity: 1 } },
        404,
      ),
    ).toBe("Peça não encontrada");
    expect((await json<Order>(await tecnico.request(`/api/orders/${o.id}`))).status).toBe("novo");
  });

  it("puts the parts under their minimum on the staff's dashboard, emptiest first, without costs", async () => {
    const empty = await registerProduct(admin, { quantity: 0, minimum: 2 });
    const low = await registerProduct(admin, { quantity: 1, minimum: 2 });
    const fine = await registerProduct(admin, { quantity: 2, minimum: 2 });
    const panels = await json<{ lowStock: { id: string; quantity: number; minimum: number }[] }>(
      await tecnico.request("/api/dashboard/workflow"),
    );
    const ids = panels.lowStock.map((p) => p.id);
    expect(ids.indexOf(empty.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(empty.id)).toBeLessThan(ids.indexOf(low.id));
    expect(ids).not.toContain(fine.id);
    expect(panels.lowStock.find((p) => p.id === low.id)).toEqual({
      id: low.id,
      name: low.name,
      quantity: 1,
      minimum: 2,
      location: null,
    });
  });

  it("tells the staff once when a part falls under its minimum", async () => {
    const part = await registerProduct(admin, { quantity: 3, minimum: 2 });
    const o = await order();
    const take = (quantity: number) =>
      tecnico.request(`/api/orders/${o.id}/parts`, { json: { productId: part.id, quantity } });
    const alerts = async () =>
      (
        await json<{ items: { title: string; body: string; link: string }[] }>(
          await admin.request("/api/notifications"),
        )
      ).items.filter((n) => n.link === `/estoque/${part.id}`);
    expect((await take(1)).status).toBe(201);
    expect(await alerts()).toEqual([]);
    expect((await take(1)).status).toBe(201);
    expect(await alerts()).toEqual([
      expect.objectContaining({ title: "Estoque baixo", body: `${part.name}: 1 em estoque, abaixo do mínimo de 2.` }),
    ]);
    expect((await take(1)).status).toBe(201);
    expect(await alerts()).toHaveLength(1);
  });

  it("shows a técnico the list without costs; a cliente and anyone signed out are refused", async () => {
    await registerProduct(admin, { quantity: 0, minimum: 1 });
    const body = await (await tecnico.request("/api/products/to-buy")).text();
    expect(JSON.parse(body).length).toBeGreaterThan(0);
    expect(body).not.toContain("costCents");
    expect((await (await t.signedIn("cliente")).request("/api/products/to-buy")).status).toBe(403);
    expect((await t.client().request("/api/products/to-buy")).status).toBe(401);
  });
});

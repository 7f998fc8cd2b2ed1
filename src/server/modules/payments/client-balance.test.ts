import { describe, expect, it } from "vitest";
import type { ClientBalance, Payment } from "@shared/payments";
import { createTestApp } from "@server/test/test-app";

describe("a client's balance, and a customer's own payments", async () => {
  const t = await createTestApp();
  const tecnico = await t.signedIn("tecnico");
  const admin = await t.signedIn("admin");
  const json = async <T>(res: Response) => (await res.json()) as T & { error?: { message: string } };

  /** A customer's own account and the client record their sign-up made. */
  async function customer(name: string) {
    const session = t.client();
    const email = `${name.toLowerCase().replace(/\s+/g, ".")}@cliente.example`;
    await session.signUp({ name, email, password: "Senha@Forte1" });
    const search = new URLSearchParams({ search: name });
    const [record] = (await json<{ items: { id: string }[] }>(await tecnico.request(`/api/clients?${search}`))).items;
    return { session, clientId: record!.id };
  }

  async function order(clientId: string, reais: number, paidCents = 0) {
    const created = await json<{ id: string }>(
      await tecnico.request("/api/orders", {
        json: {
          clientId,
          brand: "Motorola",
          model: `G${reais}`,
          device: "Celular",
          defect: "Conector de carga",
          services: [{ description: "Troca do conector", value: reais, discountValue: 0 }],
        },
      }),
    );
    if (paidCents > 0) {
      const paid = await tecnico.request(`/api/orders/${created.id}/payments`, {
        json: { amountCents: paidCents, method: "cartao_credito", installments: 2 },
      });
      expect(paid.status).toBe(201);
    }
    return created.id;
  }
  const status = (id: string, body: Record<string, unknown>) =>
    tecnico.request(`/api/orders/${id}/status`, { json: body });

  const ana = await customer("Ana Saldo");
  const bruno = await customer("Bruno Outro");
  const inShop = await order(ana.clientId, 150.3, 5000);
  const delivered = await order(ana.clientId, 200, 2000);
  await status(delivered, { status: "concluido" });
  expect((await status(delivered, { status: "entregue", pickedUpBy: "Ana", confirmOpenBalance: true })).status).toBe(
    200,
  );
  await order(ana.clientId, 80, 8000); // paid in full
  const cancelled = await order(ana.clientId, 999);
  expect((await status(cancelled, { status: "cancelado", cancelReason: "Desistiu" })).status).toBe(200);
  const brunos = await order(bruno.clientId, 60, 1000);

  const anas: ClientBalance = {
    balanceCents: 10030 + 18000,
    owedCents: 18000,
    orders: [
      {
        orderId: inShop,
        orderNumber: expect.any(Number) as number,
        device: "Motorola G150.3",
        delivered: false,
        totalCents: 15030,
        paidCents: 5000,
        balanceCents: 10030,
      },
      {
        orderId: delivered,
        orderNumber: expect.any(Number) as number,
        device: "Motorola G200",
        delivered: true,
        totalCents: 20000,
        paidCents: 2000,
        balanceCents: 18000,
      },
    ],
  };

  it("sums what is left on the orders not cancelled, and what is owed on the delivered ones, for staff", async () => {
    expect(await json(await tecnico.request(`/api/payments/balance?clientId=${ana.clientId}`))).toEqual(anas);
    expect(await json(await admin.request(`/api/payments/balance?clientId=${ana.clientId}`))).toEqual(anas);
    const missing = await tecnico.request("/api/payments/balance?clientId=00000000-0000-4000-8000-000000000000");
    expect(missing.status).toBe(404);
    expect((await json(await tecnico.request("/api/payments/balance"))).error?.message).toBe("Informe o cliente.");
    expect((await tecnico.request("/api/payments/balance?clientId=abc")).status).toBe(400);
  });

  it("shows a customer their own balance and payments, and nobody else's", async () => {
    expect(await json(await ana.session.request("/api/payments/balance"))).toEqual(anas);
    expect(await json(await ana.session.request(`/api/payments/balance?clientId=${ana.clientId}`))).toEqual(anas);
    expect((await ana.session.request(`/api/payments/balance?clientId=${bruno.clientId}`)).status).toBe(404);
    expect((await json<ClientBalance>(await bruno.session.request("/api/payments/balance"))).balanceCents).toBe(5000);

    const own = await json<Payment[]>(await ana.session.request(`/api/orders/${inShop}/payments`));
    expect(own.map((p) => [p.kind, p.method, p.amountCents, p.installments])).toEqual([
      ["pagamento", "cartao_credito", 5000, 2],
    ]);
    // Another customer's order, its payments (the receipts' data) and its Pix charge read as missing.
    expect((await ana.session.request(`/api/orders/${brunos}/payments`)).status).toBe(404);
    expect((await ana.session.request(`/api/orders/${brunos}/pix`)).status).toBe(404);
    expect((await bruno.session.request(`/api/orders/${inShop}/payments`)).status).toBe(404);
    // A customer account with no client record yet sees no money at all.
    const stranger = await t.signedIn("cliente");
    expect(await json(await stranger.request("/api/payments/balance"))).toEqual({
      balanceCents: 0,
      owedCents: 0,
      orders: [],
    });
    expect((await stranger.request(`/api/orders/${inShop}/payments`)).status).toBe(404);
  });

  it("is for signed-in users only", async () => {
    expect((await t.client().request(`/api/payments/balance?clientId=${ana.clientId}`)).status).toBe(401);
    expect((await t.client().request(`/api/orders/${inShop}/payments`)).status).toBe(401);
  });
});

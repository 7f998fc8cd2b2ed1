import { describe, expect, it } from "vitest";
import type { CashDay, CashDaySummary } from "@shared/cash";
import { createTestApp } from "@server/test/test-app";

type Answer<T> = T & { error?: { code: string; message: string } };

// One file, one register: the tests run in order, as a shop's days follow each other.
describe("the cash register", async () => {
  const t = await createTestApp();
  const admin = await t.signedIn("admin");
  const tecnico = await t.signedIn("tecnico");
  const json = async <T>(res: Response) => (await res.json()) as Answer<T>;
  const post = (path: string, body: unknown, as = tecnico) => as.request(`/api/cash${path}`, { json: body });

  async function orderOf(totalReais: number) {
    const client = await json<{ id: string }>(
      await tecnico.request("/api/clients", {
        json: { name: "Cliente do Caixa", phone: "11987654321", address: "Rua das Flores, 10" },
      }),
    );
    const order = await json<{ id: string }>(
      await tecnico.request("/api/orders", {
        json: {
          clientId: client.id,
          brand: "Motorola",
          model: "G84",
          device: "Celular",
          defect: "Não carrega",
          services: [{ description: "Troca do conector", value: totalReais, discountType: "valor", discountValue: 0 }],
        },
      }),
    );
    return order.id;
  }

  it("opens once, even when asked twice at once", async () => {
    expect(await json(await tecnico.request("/api/cash/current"))).toBeNull();
    const opens = await Promise.all([
      post("/open", { openingFloatCents: 10000 }),
      post("/open", { openingFloatCents: 5000 }),
    ]);
    expect(opens.map((r) => r.status).sort()).toEqual([201, 409]);
    const refused = opens.find((r) => r.status === 409)!;
    expect((await json(refused)).error?.message).toBe("Já existe um caixa aberto.");
    expect((await post("/open", { openingFloatCents: -1 })).status).toBe(400);
  });

  it("takes cash payments by itself, and records suprimento, sangria and expenses within what the drawer holds", async () => {
    const order = await orderOf(300);
    await tecnico.request(`/api/orders/${order}/payments`, {
      json: { amountCents: 20000, method: "dinheiro", cashTenderedCents: 25000 },
    });
    await tecnico.request(`/api/orders/${order}/payments`, { json: { amountCents: 10000, method: "pix" } });
    expect((await post("/moves", { kind: "suprimento", amountCents: 5000, note: "Troco" })).status).toBe(201);
    const noCategory = await post("/moves", { kind: "despesa", amountCents: 1000 });
    expect((await json(noCategory)).error?.message).toBe("Escolha a categoria da despesa");
    expect((await post("/moves", { kind: "despesa", amountCents: 1500, category: "Transporte" })).status).toBe(201);
    const tooMuch = await post("/moves", { kind: "sangria", amountCents: 33501 });
    // In the drawer: 100 + 200 + 50 − 15 = 335,00.
    expect((await json(tooMuch)).error?.message).toBe("O valor passa do dinheiro no caixa (R$\u00a0335,00).");
    const day = await json<CashDay>(await post("/moves", { kind: "sangria", amountCents: 30000, note: "Banco" }));
    expect(day.counts).toEqual([
      { method: "dinheiro", expectedCents: 3500, countedCents: null, differenceCents: null },
      { method: "pix", expectedCents: 10000, countedCents: null, differenceCents: null },
    ]);
    expect(day.payments.map((p) => [p.method, p.amountCents])).toEqual([
      ["dinheiro", 20000],
      ["pix", 10000],
    ]);
    expect(day.moves.map((m) => m.kind)).toEqual(["suprimento", "despesa", "sangria"]);
  });

  it("closes with what was counted, per method, once; a closed day takes nothing more", async () => {
    const missing = await post("/close", { counts: [{ method: "dinheiro", countedCents: 3500 }] });
    expect((await json(missing)).error?.message).toBe("Informe o valor contado de cada forma de pagamento do dia");
    const body = {
      counts: [
        { method: "dinheiro", countedCents: 3000 },
        { method: "pix", countedCents: 10000 },
      ],
      note: "Faltaram R$ 5,00",
    };
    const closes = await Promise.all([post("/close", body), post("/close", body)]);
    expect(closes.map((r) => r.status).sort()).toEqual([200, 409]);
    const closed = await json<CashDay>(closes.find((r) => r.status === 200)!);
    expect(closed.counts).toContainEqual({
      method: "dinheiro",
      expectedCents: 3500,
      countedCents: 3000,
      differenceCents: -500,
    });
    expect(closed.closingNote).toBe("Faltaram R$ 5,00");
    expect((await json(await post("/moves", { kind: "suprimento", amountCents: 100 }))).error?.message).toBe(
      "O caixa está fechado. Abra o caixa primeiro.",
    );

    // Only an admin corrects a closed day, with a reason; the day lists the correction.
    const correction = { method: "dinheiro", countedCents: 3500, reason: "Nota de R$ 5 achada na gaveta" };
    expect((await post(`/days/${closed.id}/corrections`, correction)).status).toBe(403);
    const corrected = await json<CashDay>(await post(`/days/${closed.id}/corrections`, correction, admin));
    expect(corrected.counts).toContainEqual({
      method: "dinheiro",
      expectedCents: 3500,
      countedCents: 3500,
      differenceCents: 0,
    });
    expect(corrected.corrections).toHaveLength(1);

    const list = await json<{ items: CashDaySummary[] }>(await tecnico.request("/api/cash/days"));
    expect(list.items[0]).toMatchObject({ id: closed.id, expectedCents: 13500, differenceCents: 0 });
  });

  it("keeps everyone else out", async () => {
    const cliente = await t.signedIn("cliente");
    expect((await t.client().request("/api/cash/current")).status).toBe(401);
    expect((await cliente.request("/api/cash/current")).status).toBe(403);
    expect((await post("/open", { openingFloatCents: 0 }, cliente)).status).toBe(403);
  });
});

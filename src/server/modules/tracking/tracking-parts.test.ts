import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Order } from "@shared/order-types";
import { quoteDecisions } from "@server/db/schema/tracking";
import { registerProduct } from "@server/modules/stock/stock-fixture";
import { trackingFixture } from "./tracking-fixture";

// The quote on the public page lists the order's parts with its services, and the customer approves
// both at once (docs/decisions/045): the form carries the hash of the snapshot that holds the parts.
describe("parts in the quote on the public tracking page", async () => {
  const { t, admin, tecnico, create, linkOf, pathOf, visitor, answer, hashIn } = await trackingFixture();
  const read = async (id: string) => (await (await tecnico.request(`/api/orders/${id}`)).json()) as Order;
  const addPart = (orderId: string, body: Record<string, unknown>) =>
    tecnico.request(`/api/orders/${orderId}/parts`, { json: body });

  it("lists each part with its units and price after discount, and the total of both, without cost or stock", async () => {
    const screen = await registerProduct(admin, {
      name: "Tela Galaxy S21 original",
      priceCents: 45000,
      costCents: 20000,
    });
    const order = await create({ status: "aguardando_aprovacao" });
    const added = await addPart(order.id, {
      productId: screen.id,
      quantity: 2,
      discountType: "porcentagem",
      discountValue: 10,
    });
    expect(added.status).toBe(201);
    const path = pathOf((await linkOf(order.id)).url!);
    // Amounts are written as Intl writes them, a no-break space after "R$": read here as a space.
    const page = (await (await visitor().request(path)).text()).replaceAll("\u00a0", " ");

    expect(page).toContain("Orçamento aguardando sua aprovação");
    expect(page).toContain("Troca de tela");
    expect(page).toContain("Tela Galaxy S21 original");
    // 2 × R$ 450,00 = R$ 900,00 less 10%: R$ 810,00; with the services' R$ 435,00: R$ 1.245,00.
    expect(page).toContain("2 × R$ 450,00, com desconto");
    expect(page).toMatch(/<td class="n">R\$ 810,00<\/td>/);
    expect(page).toMatch(/<td>Total \(serviços e peças\)<\/td>\s*<td class="n">R\$ 1\.245,00<\/td>/);
    expect(page).toContain("Aprovar orçamento");
    // What the part cost the shop and how many are left on the shelf are not the customer's.
    for (const hidden of ["R$ 200,00", "estoque", "Estoque", "unitCost", "custo"]) expect(page).not.toContain(hidden);
    expect(hashIn(page)).toBe((await read(order.id)).quoteHash);
  });

  it("approves parts and services together by the link, with the snapshot's hash", async () => {
    const battery = await registerProduct(admin, { name: "Bateria S21", priceCents: 12000, costCents: 5000 });
    const order = await create({ status: "aguardando_aprovacao" });
    const path = pathOf((await linkOf(order.id)).url!);
    const phone = visitor();
    const before = hashIn(await (await phone.request(path)).text());
    await addPart(order.id, { productId: battery.id, quantity: 1 });
    const page = await (await phone.request(path)).text();
    const quoteHash = hashIn(page);
    expect(quoteHash).not.toBe(before);

    // The page opened before the part was added cannot approve a quote without it.
    const stale = await answer(phone, path, {
      decision: "aprovado",
      quoteHash: before,
      signerName: "Roberto Souza",
      terms: "on",
    });
    expect(stale.status).toBe(409);
    expect(await stale.text()).toContain("O orçamento foi alterado pela loja");

    const approved = await answer(phone, path, {
      decision: "aprovado",
      quoteHash,
      signerName: "Roberto Souza",
      terms: "on",
    });
    expect(approved.status).toBe(303);
    const after = await (await phone.request(`${path}?resposta=aprovado`)).text();
    expect(after).toContain("Seu orçamento foi aprovado");
    expect(after).toContain("Bateria S21");
    expect(after).not.toContain("Aprovar orçamento");

    const current = await read(order.id);
    expect(current.status).toBe("em_andamento");
    expect(current.quote).toMatchObject({ decision: "aprovado", total: "555.00", current: true });
    const [decision] = await t.db.select().from(quoteDecisions).where(eq(quoteDecisions.orderId, order.id));
    expect(decision!.quote.parts).toEqual([
      {
        description: "Bateria S21",
        quantity: 1,
        unitPrice: "120.00",
        discountType: "porcentagem",
        discountValue: "0.00",
        total: "120.00",
      },
    ]);
    expect(decision!.quote.total).toBe("555.00");
  });

  it("offers a quote of parts alone for approval, and none while nothing is priced", async () => {
    const connector = await registerProduct(admin, { name: "Conector de carga", priceCents: 8990, costCents: 3000 });
    const partsOnly = await create({ status: "aguardando_aprovacao", services: [] });
    await addPart(partsOnly.id, { productId: connector.id, quantity: 1 });
    const path = pathOf((await linkOf(partsOnly.id)).url!);
    const page = await (await visitor().request(path)).text();
    expect(page).toContain("Conector de carga");
    expect(page).not.toContain("A loja ainda não lançou os serviços");
    expect(page).toContain("Aprovar orçamento");
    const approved = await answer(visitor(), path, {
      decision: "aprovado",
      quoteHash: hashIn(page),
      signerName: "Roberto Souza",
      terms: "on",
    });
    expect(approved.status).toBe(303);
    expect((await read(partsOnly.id)).quote).toMatchObject({ total: "89.90", current: true });

    const empty = await create({ status: "aguardando_aprovacao", services: [] });
    const emptyPage = await (await visitor().request(pathOf((await linkOf(empty.id)).url!))).text();
    expect(emptyPage).toContain("A loja ainda não lançou os serviços. Total: a definir.");
    expect(emptyPage).not.toContain("Aprovar orçamento");
  });
});

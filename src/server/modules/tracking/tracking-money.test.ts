import { describe, expect, it } from "vitest";
import { crc16CcittFalse } from "@shared/pix/br-code";
import { trackingFixture } from "./tracking-fixture";

const PIX = { keyType: "email", key: "pix@conserta.local", receiverName: "Conserta Ja", receiverCity: "Sao Paulo" };

describe("the money on the public tracking page", async () => {
  const { admin, tecnico, create, linkOf, pathOf, visitor } = await trackingFixture();
  const pageOf = async (orderId: string) => {
    const res = await visitor().request(pathOf((await linkOf(orderId)).url!));
    expect(res.status).toBe(200);
    return { page: await res.text(), csp: res.headers.get("content-security-policy") ?? "" };
  };
  const pay = (orderId: string, amountCents: number) =>
    tecnico.request(`/api/orders/${orderId}/payments`, { json: { amountCents, method: "pix" } });
  const code = (page: string) => /<textarea id="pix-code"[^>]*>([^<]*)<\/textarea>/.exec(page)?.[1];

  it("shows total, paid and balance; no Pix while the shop has no key", async () => {
    const order = await create();
    expect((await pay(order.id, 10000)).status).toBe(201);
    const { page } = await pageOf(order.id);
    expect(page).toContain("Pagamento");
    expect(page).toMatch(/Total<\/th>\s*<td class="n">R\$\u00a0435,00/);
    expect(page).toMatch(/Pago<\/th>\s*<td class="n">R\$\u00a0100,00/);
    expect(page).toMatch(/Saldo<\/th>\s*<td class="n">R\$\u00a0335,00/);
    expect(page).toContain("Parcial");
    expect(page).not.toContain("Pix copia e cola");
  });

  it("offers the balance by Pix, as an inline QR code and selectable text, with no script", async () => {
    expect((await admin.request("/api/company/pix", { method: "PUT", json: PIX })).status).toBe(200);
    const order = await create();
    await pay(order.id, 5000);
    const { page, csp } = await pageOf(order.id);
    expect(page).toContain("Pix copia e cola");
    const payload = code(page)!;
    expect(payload).toContain("br.gov.bcb.pix");
    expect(payload).toContain("5406385.00");
    expect(payload.slice(-4)).toBe(crc16CcittFalse(payload.slice(0, -4)));
    expect(page).toMatch(/<div class="qr" role="img" aria-label="QR code Pix de R\$\u00a0385,00">\s*<svg/);
    expect(page).not.toContain("<script");
    expect(csp).toContain("script-src 'self'");
  });

  it("drops the Pix once paid, and shows no money on a cancelled order or one without services", async () => {
    const order = await create();
    await pay(order.id, 43500);
    const paid = (await pageOf(order.id)).page;
    expect(paid).toMatch(/Saldo<\/th>\s*<td class="n">R\$\u00a00,00/);
    expect(paid).not.toContain("Pix copia e cola");

    const cancelled = await create();
    await tecnico.request(`/api/orders/${cancelled.id}/status`, {
      json: { status: "cancelado", cancelReason: "Desistiu" },
    });
    expect((await pageOf(cancelled.id)).page).not.toContain("money-title");
    const empty = await create({ services: [] });
    expect((await pageOf(empty.id)).page).not.toContain("money-title");
  });
});

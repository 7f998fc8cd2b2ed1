import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { SessionResponse } from "@shared/api-types";
import type { Order } from "@shared/order-types";
import type { TrackingLinkWithQr } from "@shared/tracking-types";
import { auditLogs } from "@server/db/schema/security";
import { notifications } from "@server/db/schema/settings";
import { clients } from "@server/db/schema/shop";
import { orderTracking, quoteDecisions } from "@server/db/schema/tracking";
import { trackingFixture } from "./tracking-fixture";

describe("the public tracking link", async () => {
  const now = new Date("2026-11-24T12:00:00-03:00");
  const {
    t,
    admin,
    tecnico,
    customer,
    otherCustomer,
    customerUser,
    intake,
    create,
    linkOf,
    pathOf,
    history,
    visitor,
    answer,
    hashIn,
  } = await trackingFixture({ clock: () => now });

  it("gives staff a 128-bit link and its QR code, and keeps only the link's hash", async () => {
    const order = await create();
    const link = await linkOf(order.id);
    const token = pathOf(link.url!).split("/")[2]!;
    expect(link.url).toBe(`${t.env.APP_URL}/acompanhar/${token}`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(link.qrSvg).toMatch(/^<svg/);
    expect(await linkOf(order.id)).toMatchObject({ url: link.url });
    const [row] = await t.db.select().from(orderTracking).where(eq(orderTracking.orderId, order.id));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("lets whoever sees the order read its link, and only staff renew or revoke it", async () => {
    const order = await create();
    expect((await t.client().request(`/api/orders/${order.id}/tracking`)).status).toBe(401);
    expect((await otherCustomer.request(`/api/orders/${order.id}/tracking`)).status).toBe(404);
    expect((await customer.request(`/api/orders/${order.id}/tracking`)).status).toBe(200);
    expect((await customer.request(`/api/orders/${order.id}/tracking`, { method: "POST" })).status).toBe(403);
    expect((await customer.request(`/api/orders/${order.id}/tracking`, { method: "DELETE" })).status).toBe(403);
    expect((await t.client().request(`/api/orders/${order.id}/tracking`, { method: "DELETE" })).status).toBe(401);
  });

  it("shows the repair without an account: first name only, no index, no script; views are counted", async () => {
    const order = await create({ expectedOn: "2026-11-28", appointments: [{ date: "2026-11-26", period: "tarde" }] });
    const { url } = await linkOf(order.id);
    const res = await visitor().request(pathOf(url!));
    const page = await res.text();
    expect(res.status).toBe(200);
    expect(res.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("referrer-policy")).toBe("no-referrer");
    expect(page).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    expect(page).not.toContain("<script");
    for (const shown of ["Conserta Já", "OS nº 000", "Olá, Roberto!", "Samsung Galaxy S21", "Previsão: 28/11/2026"])
      expect(page).toContain(shown);
    expect(page).toContain("26/11/2026, tarde");
    expect(page).toContain("R$&nbsp;435,00".replace("&nbsp;", "\u00a0"));
    for (const hidden of ["Souza", "D&#39;Ávila", "98765", "529", "Rua das Flores", customerUser.email])
      expect(page).not.toContain(hidden);
    await visitor().request(pathOf(url!));
    // The shop checking its own link is not counted.
    await tecnico.request(pathOf(url!));
    expect(await linkOf(order.id)).toMatchObject({ views: 2, firstViewedAt: now.toISOString() });
    const seen = (await history(order.id)).filter((e) => e.kind === "acompanhamento_visto");
    expect(seen).toHaveLength(1);
  });

  it("answers unknown, malformed, renewed and revoked links with the same page", async () => {
    const order = await create();
    const first = pathOf((await linkOf(order.id)).url!);
    const renewed = (await (
      await tecnico.request(`/api/orders/${order.id}/tracking`, { method: "POST" })
    ).json()) as TrackingLinkWithQr;
    const pages = new Set<string>();
    for (const path of [
      first,
      "/acompanhar/AAAAAAAAAAAAAAAAAAAAAA",
      "/acompanhar/x",
      `/acompanhar/${"z".repeat(500)}`,
    ]) {
      const res = await visitor().request(path);
      expect(res.status, path).toBe(404);
      pages.add(await res.text());
    }
    expect((await visitor().request(pathOf(renewed.url!))).status).toBe(200);
    const revoked = (await (
      await tecnico.request(`/api/orders/${order.id}/tracking`, { method: "DELETE" })
    ).json()) as TrackingLinkWithQr;
    expect(revoked).toMatchObject({ url: null, qrSvg: null });
    const res = await visitor().request(pathOf(renewed.url!));
    expect(res.status).toBe(404);
    pages.add(await res.text());
    expect(pages.size).toBe(1);
    expect([...pages][0]).toContain("Link não encontrado");
    const kinds = (await history(order.id)).map((e) => e.kind);
    expect(kinds).toEqual(expect.arrayContaining(["link_renovado", "link_revogado"]));
  });

  it("limits the page per address, known links or not, with a page rather than JSON", async () => {
    const order = await create();
    const path = pathOf((await linkOf(order.id)).url!);
    const guesser = visitor();
    for (let i = 0; i < 30; i++) await (await guesser.request(`/acompanhar/guess${i}`)).body?.cancel();
    const refused = await guesser.request(path);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBeTruthy();
    expect(await refused.text()).toContain("Muitas tentativas");
    expect((await visitor().request(path)).status).toBe(200);
  });

  it("approves the quote with the name typed as signature, once, and moves the order on", async () => {
    const order = await create({ status: "aguardando_aprovacao" });
    const path = pathOf((await linkOf(order.id)).url!);
    const phone = visitor();
    const page = await (await phone.request(path)).text();
    expect(page).toContain("Orçamento aguardando sua aprovação");
    expect(page).toContain("Aprovar orçamento");
    const quoteHash = hashIn(page);

    const unsigned = await answer(phone, path, { decision: "aprovado", quoteHash, signerName: "Roberto", terms: "on" });
    expect(unsigned.status).toBe(400);
    expect(await unsigned.text()).toContain("nome completo");
    const unticked = await answer(phone, path, { decision: "aprovado", quoteHash, signerName: "Roberto Souza" });
    expect(unticked.status).toBe(400);
    expect(await unticked.text()).toContain("Marque que está de acordo");

    const fields = { decision: "aprovado", quoteHash, signerName: "Roberto Souza", terms: "on" };
    const approved = await answer(phone, path, fields);
    expect(approved.status).toBe(303);
    expect(approved.headers.get("location")).toBe(`${path}?resposta=aprovado`);
    const after = await (await phone.request(`${path}?resposta=aprovado`)).text();
    expect(after).toContain("Seu orçamento foi aprovado");
    expect(after).toContain("Orçamento aprovado por Roberto Souza em 24/11/2026");
    expect(after).not.toContain("Aprovar orçamento");
    // The page the answer redirected to is the visit that answered, not another view; a reload of the link is.
    expect(await linkOf(order.id)).toMatchObject({ views: 1 });
    await phone.request(path);
    expect(await linkOf(order.id)).toMatchObject({ views: 2 });

    const current = (await (await tecnico.request(`/api/orders/${order.id}`)).json()) as Order;
    expect(current.status).toBe("em_andamento");
    expect(current.quote).toMatchObject({
      decision: "aprovado",
      signerName: "Roberto Souza",
      total: "435.00",
      current: true,
    });
    const [decision] = await t.db.select().from(quoteDecisions).where(eq(quoteDecisions.orderId, order.id));
    expect(decision).toMatchObject({ channel: "link", userAgent: "Phone/1.0", total: "435.00" });
    expect(decision!.ipAddress).toMatch(/^10\./);
    expect(decision!.quote.services.map((s) => [s.description, s.total])).toEqual([
      ["Troca de tela", "405.00"],
      ["Película", "30.00"],
    ]);

    // The same form sent again (a replay, a double tap) records nothing more.
    const replay = await answer(phone, path, fields);
    expect(replay.status).toBe(409);
    expect(await replay.text()).toContain("Este orçamento já foi aprovado");
    expect(await t.db.select().from(quoteDecisions).where(eq(quoteDecisions.orderId, order.id))).toHaveLength(1);

    const staffNews = await t.db.select().from(notifications).where(eq(notifications.title, "Orçamento aprovado"));
    expect(staffNews.some((n) => n.body.includes("aprovado por Roberto Souza"))).toBe(true);
    const audited = await t.db.select().from(auditLogs).where(eq(auditLogs.action, "QUOTE_APPROVED"));
    expect(audited.find((a) => a.resourceId === order.id && a.success)).toMatchObject({
      resource: "orders",
      requestPath: "/acompanhar/[link]/orcamento",
    });
    // The replay's refusal is audited as the answer it was, on its order, with its reason.
    expect(audited.find((a) => a.resourceId === order.id && !a.success)).toMatchObject({
      resource: "orders",
      errorDetails: "Este orçamento já foi aprovado.",
    });
    const kinds = (await history(order.id)).map((e) => e.kind);
    expect(kinds).toEqual(expect.arrayContaining(["orcamento_aprovado", "status"]));
  });

  it("asks for a new approval when the services change after one", async () => {
    const order = await create({ status: "aguardando_aprovacao" });
    const path = pathOf((await linkOf(order.id)).url!);
    const phone = visitor();
    const quoteHash = hashIn(await (await phone.request(path)).text());
    await answer(phone, path, { decision: "aprovado", quoteHash, signerName: "Roberto Souza", terms: "on" });
    const approved = (await (await tecnico.request(`/api/orders/${order.id}`)).json()) as Order;

    const services = [
      ...intake().services!,
      { description: "Bateria", value: 120, discountType: "valor" as const, discountValue: 0 },
    ];
    const edited = await tecnico.request(`/api/orders/${order.id}`, {
      method: "PUT",
      json: { ...intake(), status: approved.status, services },
    });
    const changed = (await edited.json()) as Order;
    expect(changed.status).toBe("aguardando_aprovacao");
    expect(changed.quote).toMatchObject({ decision: "aprovado", current: false });
    expect((await history(order.id)).some((e) => e.kind === "orcamento_alterado")).toBe(true);

    // The page opened before the change cannot approve what changed.
    const stale = await answer(phone, path, {
      decision: "aprovado",
      quoteHash,
      signerName: "Roberto Souza",
      terms: "on",
    });
    expect(stale.status).toBe(409);
    expect(await stale.text()).toContain("O orçamento foi alterado pela loja");
    const page = await (await phone.request(path)).text();
    expect(page).toContain("Bateria");
    expect(page).toContain("Aprovar orçamento");
  });

  it("takes one answer when ten arrive at once", async () => {
    const order = await create({ status: "aguardando_aprovacao" });
    const path = pathOf((await linkOf(order.id)).url!);
    const quoteHash = hashIn(await (await visitor().request(path)).text());
    const fields = { decision: "aprovado", quoteHash, signerName: "Roberto Souza", terms: "on" };
    const statuses = await Promise.all(
      Array.from({ length: 10 }, async () => (await answer(visitor(), path, fields)).status),
    );
    expect(statuses.filter((s) => s === 303)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(9);
    expect(await t.db.select().from(quoteDecisions).where(eq(quoteDecisions.orderId, order.id))).toHaveLength(1);
    const moves = (await history(order.id)).filter((e) => e.kind === "status" && e.toStatus === "em_andamento");
    expect(moves).toHaveLength(1);
  });

  it("records a refusal with its reason; the order waits for the shop", async () => {
    const order = await create({ status: "aguardando_aprovacao" });
    const path = pathOf((await linkOf(order.id)).url!);
    const phone = visitor();
    const quoteHash = hashIn(await (await phone.request(path)).text());
    const refused = await answer(phone, path, { decision: "recusado", quoteHash, reason: "Ficou caro" });
    expect(refused.status).toBe(303);
    const current = (await (await tecnico.request(`/api/orders/${order.id}`)).json()) as Order;
    expect(current.status).toBe("aguardando_aprovacao");
    expect(current.quote).toMatchObject({ decision: "recusado", reason: "Ficou caro", current: true });
    const audited = await t.db.select().from(auditLogs).where(eq(auditLogs.action, "QUOTE_REFUSED"));
    expect(audited.some((a) => a.resourceId === order.id)).toBe(true);
    expect(
      (await answer(phone, path, { decision: "aprovado", quoteHash, signerName: "Roberto Souza", terms: "on" })).status,
    ).toBe(409);
  });

  it("refuses answers on a revoked link, and outside 'Aguardando aprovação'", async () => {
    const waiting = await create({ status: "aguardando_aprovacao" });
    const path = pathOf((await linkOf(waiting.id)).url!);
    const quoteHash = hashIn(await (await visitor().request(path)).text());
    await tecnico.request(`/api/orders/${waiting.id}/tracking`, { method: "DELETE" });
    const revoked = await answer(visitor(), path, {
      decision: "aprovado",
      quoteHash,
      signerName: "Roberto Souza",
      terms: "on",
    });
    expect(revoked.status).toBe(404);
    expect(await t.db.select().from(quoteDecisions).where(eq(quoteDecisions.orderId, waiting.id))).toHaveLength(0);

    const working = await create({ status: "em_andamento" });
    const workingPath = pathOf((await linkOf(working.id)).url!);
    const page = await (await visitor().request(workingPath)).text();
    expect(page).not.toContain("Aprovar orçamento");
    const forged = await answer(visitor(), workingPath, {
      decision: "aprovado",
      quoteHash: "0".repeat(64),
      signerName: "Roberto Souza",
      terms: "on",
    });
    expect(forged.status).toBe(409);
  });

  it("lets the customer answer in the portal, their own orders only", async () => {
    const order = await create({ status: "aguardando_aprovacao" });
    const quoteHash = hashIn(await (await visitor().request(pathOf((await linkOf(order.id)).url!))).text());
    const body = { decision: "aprovado", quoteHash, signerName: "Roberto Souza", terms: true };
    expect((await t.client().request(`/api/orders/${order.id}/quote`, { json: body })).status).toBe(401);
    expect((await tecnico.request(`/api/orders/${order.id}/quote`, { json: body })).status).toBe(403);
    expect((await otherCustomer.request(`/api/orders/${order.id}/quote`, { json: body })).status).toBe(404);
    const res = await customer.request(`/api/orders/${order.id}/quote`, { json: body });
    expect(res.status).toBe(200);
    expect(((await res.json()) as Order).quote).toMatchObject({
      decision: "aprovado",
      channel: "portal",
      current: true,
    });
  });

  it("puts the customer's answers in their data export, and anonymisation keeps only the fact and the amount", async () => {
    const person = t.client();
    await person.signUp({ name: "Paula Andrade", email: "paula.andrade@teste.local", password: "Senha@Forte1" });
    await person.signIn("paula.andrade@teste.local", "Senha@Forte1");
    const paula = ((await (await person.request("/api/session")).json()) as SessionResponse).user!;
    const [theirs] = await t.db.select({ id: clients.id }).from(clients).where(eq(clients.userId, paula.id));
    const order = await create({ clientId: theirs!.id, status: "aguardando_aprovacao" });
    const path = pathOf((await linkOf(order.id)).url!);
    const phone = visitor();
    const quoteHash = hashIn(await (await phone.request(path)).text());
    await answer(phone, path, { decision: "aprovado", quoteHash, signerName: "Paula Andrade", terms: "on" });

    const exported = (await (await person.request("/api/privacy/export")).json()) as {
      quoteAnswers: { orderNumber: number; signerName: string; ipAddress: string; userAgent: string }[];
    };
    expect(exported.quoteAnswers).toEqual([
      expect.objectContaining({ orderNumber: order.number, signerName: "Paula Andrade", userAgent: "Phone/1.0" }),
    ]);

    const { id } = (await (await person.request("/api/privacy/deletion-requests", { json: {} })).json()) as {
      id: string;
    };
    expect((await admin.request(`/api/privacy/deletion-requests/${id}/process`, { json: {} })).status).toBe(204);
    const [kept] = await t.db.select().from(quoteDecisions).where(eq(quoteDecisions.orderId, order.id));
    expect(kept).toMatchObject({ decision: "aprovado", total: "435.00", ipAddress: null, userAgent: null });
    expect(kept!.signerName).not.toContain("Paula");
  });
});

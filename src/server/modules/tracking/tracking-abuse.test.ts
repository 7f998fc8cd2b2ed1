import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Order } from "@shared/order-types";
import { auditLogs } from "@server/db/schema/security";
import { quoteDecisions } from "@server/db/schema/tracking";
import { logger } from "@server/logger";
import { quoteHash, quoteSnapshot } from "@server/modules/orders/quote-hash";
import { trackingFixture } from "./tracking-fixture";

// A web build to fall back to: a tracking path must never be answered with it.
const webRoot = mkdtempSync(join(tmpdir(), "bancada-web-"));
writeFileSync(join(webRoot, "index.html"), "<!doctype html><title>Bancada SPA</title>");

/** The headers every answer under /acompanhar/ carries (docs/decisions/029). */
function expectTrackingHeaders(res: Response, context: string) {
  expect(res.headers.get("x-robots-tag"), context).toBe("noindex, nofollow");
  expect(res.headers.get("cache-control"), context).toBe("no-store");
  expect(res.headers.get("referrer-policy"), context).toBe("no-referrer");
}

/** Issue 22: what an outside attack found on the public page and its quote. */
describe("the public tracking page under attack", async () => {
  const now = new Date("2026-11-24T12:00:00-03:00");
  const { t, admin, tecnico, customer, create, linkOf, pathOf, history, visitor, answer, hashIn } =
    await trackingFixture({ clock: () => now, webRoot });
  const decisionsOf = (orderId: string) =>
    t.db.select().from(quoteDecisions).where(eq(quoteDecisions.orderId, orderId));
  const orderOf = async (id: string) => (await (await tecnico.request(`/api/orders/${id}`)).json()) as Order;

  afterEach(() => vi.restoreAllMocks());

  it("never records a customer's approval from a staff session: the page has no form for staff, and posting it is refused", async () => {
    const order = await create({ status: "aguardando_aprovacao" });
    const path = pathOf((await linkOf(order.id)).url!);
    const quoteHash = hashIn(await (await visitor().request(path)).text());

    for (const staff of [tecnico, admin]) {
      const page = await (await staff.request(path)).text();
      expect(page).toContain("Troca de tela");
      expect(page).not.toContain("Aprovar orçamento");
      expect(page).not.toContain('name="quoteHash"');
      expect(page).toContain("O orçamento é respondido pelo cliente");
      expect(page).toContain("“Mudar status” para “Em Andamento”");

      const signed = await answer(staff, path, {
        decision: "aprovado",
        quoteHash,
        signerName: "Roberto Souza",
        terms: "on",
      });
      expect(signed.status).toBe(403);
      const refusal = await signed.text();
      expect(refusal).toContain("só pode ser respondido pelo próprio cliente");
      expectTrackingHeaders(signed, "staff post");
      const refused = await answer(staff, path, { decision: "recusado", quoteHash, reason: "Caro" });
      expect(refused.status).toBe(403);
    }
    expect(await decisionsOf(order.id)).toHaveLength(0);
    expect((await orderOf(order.id)).status).toBe("aguardando_aprovacao");
    const audited = await t.db.select().from(auditLogs).where(eq(auditLogs.resourceId, order.id));
    expect(audited.filter((a) => a.action === "FORBIDDEN_ACCESS" && !a.success)).toHaveLength(4);

    // The customer's own link still answers for the customer.
    const approved = await answer(visitor(), path, {
      decision: "aprovado",
      quoteHash,
      signerName: "Roberto Souza",
      terms: "on",
    });
    expect(approved.status).toBe(303);
  });

  it("leaves an approval given by phone to the order's status change, under the staff member's name", async () => {
    const order = await create({ status: "aguardando_aprovacao" });
    const moved = await tecnico.request(`/api/orders/${order.id}/status`, {
      json: { status: "em_andamento", note: "Cliente aprovou por telefone" },
    });
    expect(moved.status).toBe(200);
    const move = (await history(order.id)).find((e) => e.kind === "status" && e.toStatus === "em_andamento");
    expect(move).toMatchObject({ note: "Cliente aprovou por telefone", userName: "Usuário tecnico" });
    expect(await decisionsOf(order.id)).toHaveLength(0);
  });

  it("refuses to approve or refuse a quote with no services, on the link and in the portal", async () => {
    const order = await create({ status: "aguardando_aprovacao", services: [] });
    const path = pathOf((await linkOf(order.id)).url!);
    const page = await (await visitor().request(path)).text();
    expect(page).not.toContain("Aprovar orçamento");
    expect(page).not.toContain("Recusar orçamento");

    const emptyHash = quoteHash(quoteSnapshot([], []));
    const fields = { decision: "aprovado", quoteHash: emptyHash, signerName: "Roberto Souza", terms: "on" };
    const byLink = await answer(visitor(), path, fields);
    expect(byLink.status).toBe(409);
    expect(await byLink.text()).toContain("O orçamento ainda não tem serviços");
    const refusal = await answer(visitor(), path, { decision: "recusado", quoteHash: emptyHash });
    expect(refusal.status).toBe(409);

    const byPortal = await customer.request(`/api/orders/${order.id}/quote`, {
      json: { decision: "aprovado", quoteHash: emptyHash, signerName: "Roberto Souza", terms: true },
    });
    expect(byPortal.status).toBe(409);
    expect(((await byPortal.json()) as { error: { message: string } }).error.message).toContain(
      "O orçamento ainda não tem serviços",
    );

    expect(await decisionsOf(order.id)).toHaveLength(0);
    expect((await orderOf(order.id)).status).toBe("aguardando_aprovacao");
    const audited = await t.db.select().from(auditLogs).where(eq(auditLogs.resourceId, order.id));
    expect(
      audited.find((a) => a.action === "QUOTE_APPROVED" && a.requestPath?.startsWith("/acompanhar/")),
    ).toMatchObject({
      success: false,
      errorDetails: expect.stringContaining("O orçamento ainda não tem serviços"),
    });
  });

  it("answers a broken form body with a 400 page, logged as a refusal and not as a fault", async () => {
    const order = await create({ status: "aguardando_aprovacao" });
    const path = pathOf((await linkOf(order.id)).url!);
    const error = vi.spyOn(logger, "error");
    const info = vi.spyOn(logger, "info");
    for (const target of [path, "/acompanhar/AAAAAAAAAAAAAAAAAAAAAA"]) {
      const res = await visitor().request(`${target}/orcamento`, {
        method: "POST",
        csrf: false,
        headers: { "content-type": "multipart/form-data; boundary=quebrado" },
        body: '--quebrado\r\nContent-Disposition: form-data; name="decision"\r\n\r\naprov',
      });
      expect(res.status, target).toBe(400);
      const page = await res.text();
      expect(page).toContain("<!doctype html>");
      expect(page).toContain("Formulário inválido");
      expectTrackingHeaders(res, target);
      const reqId = res.headers.get("x-request-id");
      expect(error.mock.calls.some(([f]) => (f as { reqId?: string }).reqId === reqId)).toBe(false);
      expect(info).toHaveBeenCalledWith(expect.objectContaining({ reqId, status: 400 }), "request refused");
    }
    expect(await decisionsOf(order.id)).toHaveLength(0);
  });

  it("answers every path, method and body under /acompanhar/ as the tracking page does, within its limit", async () => {
    const order = await create();
    const path = pathOf((await linkOf(order.id)).url!);
    const guesser = visitor();
    const big = "a".repeat(200 * 1024);
    const attempts: [string, RequestInit & { csrf?: boolean }, number][] = [
      [`${path}/y`, {}, 404],
      ["/acompanhar/x/y", {}, 404],
      ["/acompanhar/x/y/z", {}, 404],
      ["/acompanhar/", {}, 404],
      ["/acompanhar", {}, 404],
      [`${path}/orcamento`, {}, 404],
      [path, { method: "PUT", csrf: false, body: "x" }, 404],
      [path, { method: "DELETE", csrf: false }, 404],
      [`${path}/orcamento`, { method: "POST", csrf: false, body: big }, 413],
      [
        `${path}/orcamento`,
        {
          method: "POST",
          csrf: false,
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ decision: "aprovado", signerName: big }).toString(),
        },
        413,
      ],
    ];
    const notFound = await (await visitor().request("/acompanhar/AAAAAAAAAAAAAAAAAAAAAA")).text();
    for (let i = 0; i < 30; i++) {
      const [target, init, status] = attempts[i % attempts.length]!;
      const res = await guesser.request(target, init);
      const context = `${init.method ?? "GET"} ${target.slice(0, 60)}`;
      expect(res.status, context).toBe(status);
      expectTrackingHeaders(res, context);
      const page = await res.text();
      expect(page, context).not.toContain("Bancada SPA");
      expect(page, context).toContain("<!doctype html>");
      if (status === 404) expect(page, context).toBe(notFound);
    }
    // Thirty requests of any kind use up the address's tracking limit, the real link included.
    const refused = await guesser.request(path);
    expect(refused.status).toBe(429);
    expectTrackingHeaders(refused, "limited");
    const tooMuch = await guesser.request(`${path}/orcamento`, { method: "POST", csrf: false, body: big });
    expect(tooMuch.status).toBe(429);
    expectTrackingHeaders(tooMuch, "limited, too large");
  });

  it("thanks the customer only for an answer that was recorded", async () => {
    const working = await create({ status: "em_andamento" });
    const waiting = await create({ status: "aguardando_aprovacao" });
    for (const order of [working, waiting]) {
      const path = pathOf((await linkOf(order.id)).url!);
      for (const answered of ["aprovado", "recusado"]) {
        const page = await (await visitor().request(`${path}?resposta=${answered}`)).text();
        expect(page, `${order.status} ${answered}`).not.toContain("a loja já foi avisada");
      }
    }
    const path = pathOf((await linkOf(waiting.id)).url!);
    const phone = visitor();
    const quoteHash = hashIn(await (await phone.request(path)).text());
    await answer(phone, path, { decision: "recusado", quoteHash, reason: "Ficou caro" });
    expect(await (await phone.request(`${path}?resposta=aprovado`)).text()).not.toContain("a loja já foi avisada");
    expect(await (await phone.request(`${path}?resposta=recusado`)).text()).toContain(
      "Sua resposta foi registrada e a loja já foi avisada",
    );
  });
});

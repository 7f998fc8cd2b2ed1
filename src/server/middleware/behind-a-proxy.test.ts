import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Order } from "@shared/order-types";
import type { TrackingLinkWithQr } from "@shared/tracking-types";
import { auditLogs } from "@server/db/schema/security";
import { quoteDecisions } from "@server/db/schema/tracking";
import { createTestApp } from "@server/test/test-app";

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The address the app recorded for one request: an anonymous GET refused and audited, found by its user agent. */
async function seenAs(t: TestApp, socket: string, forwardedFor: string | string[]) {
  const headers = new Headers({ "user-agent": randomUUID() });
  for (const value of [forwardedFor].flat()) headers.append("x-forwarded-for", value);
  await t.client(socket).request("/api/orders", { headers });
  const [row] = await t.db
    .select({ ip: auditLogs.ipAddress })
    .from(auditLogs)
    .where(eq(auditLogs.userAgent, headers.get("user-agent")!));
  return row?.ip;
}

/** A guess at a tracking link through the proxy, with a left-most X-Forwarded-For value of the client's choosing. */
async function trackingGuess(t: TestApp, socket: string, forwardedFor: string) {
  const res = await t
    .client(socket)
    .request(`/acompanhar/${randomUUID()}`, { headers: { "x-forwarded-for": forwardedFor } });
  return res.status;
}

describe("behind nginx on this machine (TRUST_PROXY=1)", async () => {
  const t = await createTestApp({ trustProxy: "1" });
  const nginx = "127.0.0.1";

  it("counts 40 tracking guesses that each forge a left-most address as one client's: limited after 30", async () => {
    const statuses = [];
    for (let n = 1; n <= 40; n++) statuses.push(await trackingGuess(t, nginx, `203.0.113.${n}, 198.51.100.7`));
    expect(statuses.slice(0, 30)).toEqual(new Array(30).fill(404));
    expect(statuses.slice(30)).toEqual(new Array(10).fill(429));
    // Another customer behind the same proxy keeps their own count.
    expect(await trackingGuess(t, nginx, "203.0.113.1, 198.51.100.8")).toBe(404);
  });

  it("counts sign-in guesses per real client: the 6th is refused, whatever the left-most value says", async () => {
    const account = await t.createUser("cliente");
    const guess = (n: number, password: string) =>
      t.client(nginx).request("/api/auth/sign-in/email", {
        json: { email: account.email, password },
        headers: { "x-forwarded-for": `203.0.113.${n}, 198.51.100.9` },
      });
    for (let n = 1; n <= 5; n++) expect((await guess(n, "Errada@123")).status).toBe(401);
    expect((await guess(6, account.password)).status).toBe(429);
    const refusals = await t.db.select().from(auditLogs).where(eq(auditLogs.action, "RATE_LIMIT_EXCEEDED"));
    expect(refusals.find((r) => r.metadata.email === account.email)?.ipAddress).toBe("198.51.100.9");
  });

  it("stores the real client, not the forged left-most value, as a quote approval's evidence", async () => {
    const tecnico = await t.signedIn("tecnico");
    const client = (await (
      await tecnico.request("/api/clients", {
        json: { name: "Beatriz Lima", phone: "11987654321", address: "Rua A, 1" },
      })
    ).json()) as { id: string };
    const order = (await (
      await tecnico.request("/api/orders", {
        json: {
          clientId: client.id,
          brand: "Samsung",
          model: "Galaxy S21",
          device: "Celular",
          defect: "Tela quebrada",
          status: "aguardando_aprovacao",
          services: [{ description: "Troca de tela", value: 450, discountType: "valor", discountValue: 0 }],
        },
      })
    ).json()) as Order;
    const link = (await (await tecnico.request(`/api/orders/${order.id}/tracking`)).json()) as TrackingLinkWithQr;
    const path = new URL(link.url!).pathname;
    const phone = t.client(nginx);
    const forged = { "x-forwarded-for": "203.0.113.50, 198.51.100.10" };
    const page = await (await phone.request(path, { headers: forged })).text();
    const quoteHash = /name="quoteHash" value="([0-9a-f]{64})"/.exec(page)?.[1] ?? "";
    const fields = { decision: "aprovado", quoteHash, signerName: "Beatriz Lima", terms: "on" };
    const approved = await phone.request(`${path}/orcamento`, {
      method: "POST",
      csrf: false,
      headers: { ...forged, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
    });
    expect(approved.status).toBe(303);
    const [decision] = await t.db.select().from(quoteDecisions).where(eq(quoteDecisions.orderId, order.id));
    expect(decision!.ipAddress).toBe("198.51.100.10");
    const audited = await t.db.select().from(auditLogs).where(eq(auditLogs.action, "QUOTE_APPROVED"));
    expect(audited.find((a) => a.resourceId === order.id)?.ipAddress).toBe("198.51.100.10");
  });

  it("reads several X-Forwarded-For headers as one list, in order", async () => {
    expect(await seenAs(t, nginx, ["203.0.113.1", "198.51.100.11"])).toBe("198.51.100.11");
  });

  it("takes the peer itself when a request reaches the app around the proxy", async () => {
    expect(await seenAs(t, "198.51.100.12", [])).toBe("198.51.100.12");
  });
});

describe("behind a load balancer and nginx (TRUST_PROXY=2)", async () => {
  const t = await createTestApp({ trustProxy: "2" });

  it("takes the second hop from the right and limits by it", async () => {
    const chain = (n: number) => `203.0.113.${n}, 198.51.100.20, 10.0.0.5`;
    expect(await seenAs(t, "127.0.0.1", chain(1))).toBe("198.51.100.20");
    const statuses = [];
    for (let n = 1; n <= 31; n++) statuses.push(await trackingGuess(t, "127.0.0.1", chain(n)));
    expect(statuses.at(-1)).toBe(429);
  });
});

describe("behind proxies named by address (TRUST_PROXY=10.0.0.0/8,127.0.0.1,::1)", async () => {
  const t = await createTestApp({ trustProxy: "10.0.0.0/8,127.0.0.1,::1" });

  it("skips every hop in the list, from an IPv4 or an IPv6 socket", async () => {
    expect(await seenAs(t, "::1", "203.0.113.1, 198.51.100.30, 10.2.3.4")).toBe("198.51.100.30");
    expect(await seenAs(t, "::ffff:127.0.0.1", "203.0.113.1, 2001:db8:5::1")).toBe("2001:db8:5::1");
  });

  it("believes nothing a peer outside the list forwards", async () => {
    expect(await seenAs(t, "198.51.100.31", "203.0.113.1, 10.2.3.4")).toBe("198.51.100.31");
  });
});

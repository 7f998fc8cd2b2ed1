import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Order } from "@shared/order-types";
import { auditLogs } from "@server/db/schema/security";
import { clients } from "@server/db/schema/shop";
import type { Db } from "@server/db/client";
import { createTestApp } from "@server/test/test-app";
import { checkRateLimit } from "./rate-limit";

const PNG = Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000", "hex");
const errorCode = async (res: Response) => ((await res.json()) as { error: { code: string } }).error.code;

describe("rate limits of docs/product.md §9, counted in the database", async () => {
  // The limits' clock stands still: Retry-After is the whole window however long the requests take
  // (a loaded machine took more than a second between the first sign-up and the fourth).
  const now = new Date();
  const t = await createTestApp({ clock: () => now });

  it("signup: 3 per hour per IP, then 429 with Retry-After, audited", async () => {
    const ip = "192.0.2.150";
    for (let i = 0; i < 3; i++) {
      const res = await t
        .client(ip)
        .signUp({ name: "Pessoa Nova", email: `novo${i}-${Date.now()}@x.com`, password: "Forte@123" });
      expect(res.status).toBe(200);
    }
    const fourth = await t
      .client(ip)
      .signUp({ name: "Pessoa Nova", email: `novo4-${Date.now()}@x.com`, password: "Forte@123" });
    expect(fourth.status).toBe(429);
    expect(fourth.headers.get("retry-after")).toBe("3600");
    const rows = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, "RATE_LIMIT_EXCEEDED"), eq(auditLogs.ipAddress, ip)));
    expect(rows[0]).toMatchObject({ resource: "signup", success: false });
    expect(
      (
        await t
          .client("192.0.2.151")
          .signUp({ name: "Outra Pessoa", email: `outro-${Date.now()}@x.com`, password: "Forte@123" })
      ).status,
    ).toBe(200);
  });

  it("password: 3 changes per hour per user", async () => {
    const account = await t.createUser("tecnico");
    const c = t.client();
    await c.signIn(account.email, account.password);
    for (let i = 0; i < 3; i++) {
      const res = await c.request("/api/profile/password", {
        json: { currentPassword: "Errada@123", newPassword: "Nova@Senha1" },
      });
      expect(res.status).toBe(400);
    }
    const fourth = await c.request("/api/profile/password", {
      json: { currentPassword: account.password, newPassword: "Nova@Senha1" },
    });
    expect(fourth.status).toBe(429);
    expect(await errorCode(fourth)).toBe("RATE_LIMITED");
  });

  it("upload: 10 requests per hour per user", async () => {
    const tecnico = await t.signedIn("tecnico");
    const [client] = await t.db
      .insert(clients)
      .values({ name: "Fotos Demais", phone: "(11) 3000-1111", address: "Rua F, 1" })
      .returning();
    const order = (await (
      await tecnico.request("/api/orders", {
        json: { clientId: client!.id, brand: "LG", model: "X", device: "TV", defect: "Sem imagem" },
      })
    ).json()) as Order;
    const upload = () => {
      const form = new FormData();
      form.append("photos", new File([new Uint8Array(PNG)], "f.png"));
      return tecnico.request(`/api/orders/${order.id}/photos`, { method: "POST", body: form });
    };
    for (let i = 0; i < 10; i++) expect((await upload()).status).toBe(201);
    expect((await upload()).status).toBe(429);
  });

  it("api: 50 anonymous calls per 15 minutes per IP; signed-in screens are never counted", async () => {
    const anonymous = t.client("192.0.2.160");
    for (let i = 0; i < 50; i++) expect((await anonymous.request("/api/orders")).status).toBe(401);
    const refused = await anonymous.request("/api/orders");
    expect(refused.status).toBe(429);
    expect(await errorCode(refused)).toBe("RATE_LIMITED");
    expect((await anonymous.request("/api/health")).status).toBe(200);

    const signedIn = await t.signedIn("cliente");
    for (let i = 0; i < 60; i++) expect((await signedIn.request("/api/dashboard")).status).toBe(200);
  });

  it("a made-up session cookie is anonymous: it is counted like no cookie at all", async () => {
    const forged = t.client("192.0.2.161");
    forged.cookies.set("bancada.session_token", "bogus");
    forged.cookies.set("__Secure-bancada.session_token", "bogus.c2lnbmF0dXJl");
    for (let i = 0; i < 50; i++) expect((await forged.request("/api/orders")).status).toBe(401);
    expect((await forged.request("/api/orders")).status).toBe(429);
    expect((await forged.request("/api/session")).status, "start-up calls stay open").toBe(200);

    const pages = t.client("192.0.2.162");
    pages.cookies.set("bancada.session_token", "bogus");
    for (let i = 0; i < 100; i++) expect((await pages.request("/auth")).status).not.toBe(429);
    expect((await pages.request("/auth")).status).toBe(429);
  });

  it("never locks an office out of its sign-in page: 30 people on one address, each opening it twice, all sign in", async () => {
    const office = "192.0.2.163";
    const people = await Promise.all(Array.from({ length: 30 }, () => t.createUser("tecnico")));
    for (const person of people) {
      const browser = t.client(office);
      // What the sign-in page asks as it opens, twice (a reload, a second tab).
      for (let visit = 0; visit < 2; visit++) {
        expect((await browser.request("/auth")).status).not.toBe(429);
        for (const startUp of ["/api/session", "/api/csrf", "/api/security/level"])
          expect((await browser.request(startUp)).status).toBe(200);
      }
      const res = await browser.signIn(person.email, person.password);
      expect(res.status, person.email).toBe(200);
    }
    // Whoever hammers a data endpoint from that address is still refused.
    const hammer = t.client(office);
    const answers = [];
    for (let i = 0; i < 25; i++) answers.push((await hammer.request("/api/clients")).status);
    expect(answers).toContain(429);
  });

  it("check_rate_limit (product.md §7): 100 per 60 minutes unless given, per identifier and endpoint", async () => {
    const start = new Date("2026-03-02T10:00:00Z");
    const check = (identifier: string, at: Date) => checkRateLimit(t.db, { identifier, endpoint: "api" }, at);
    for (let i = 0; i < 100; i++) expect(await check("user-check", start)).toBe(true);
    expect(await check("user-check", new Date(start.getTime() + 59 * 60_000))).toBe(false);
    expect(await check("someone-else", start)).toBe(true);
    expect(
      await checkRateLimit(
        t.db,
        { identifier: "user-check", endpoint: "upload", maxRequests: 1, windowMinutes: 5 },
        start,
      ),
    ).toBe(true);
    expect(
      await checkRateLimit(
        t.db,
        { identifier: "user-check", endpoint: "upload", maxRequests: 1, windowMinutes: 5 },
        start,
      ),
    ).toBe(false);
    // A new window starts over.
    expect(await check("user-check", new Date(start.getTime() + 60 * 60_000))).toBe(true);
  });

  it("check_rate_limit fails open: a counter that cannot be written refuses no one", async () => {
    const broken = {
      insert: () => {
        throw new Error("connection lost");
      },
    } as unknown as Db;
    expect(await checkRateLimit(broken, { identifier: "x", endpoint: "api" }, new Date())).toBe(true);
  });

  it("general: 100 anonymous page loads per 15 minutes per IP", async () => {
    const visitor = t.client("192.0.2.170");
    for (let i = 0; i < 100; i++) expect((await visitor.request("/auth")).status).not.toBe(429);
    expect((await visitor.request("/auth")).status).toBe(429);
  });
});

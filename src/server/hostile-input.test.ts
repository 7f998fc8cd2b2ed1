import fc from "fast-check";
import { count } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { multiplyLimits, RATE_LIMITS } from "@shared/rate-limits";
import { user } from "./db/schema/auth";
import { auditLogs } from "./db/schema/security";
import { services } from "./db/schema/order-items";
import { clients, orders } from "./db/schema/shop";
import { tickets } from "./db/schema/tickets";
import { createTestApp } from "./test/test-app";

// Limits lifted, so a 429 never stands in for validation (docs/product.md §5).
const lifted = multiplyLimits(RATE_LIMITS, 1_000_000);

// Text PostgreSQL cannot store: a NUL, and halves of surrogate pairs.
const unstorable = fc.constantFrom("\u0000", "a\u0000b", "\ud800", "x\udc00y", "\udfff\ud800", "ok\ud83d");
// Dates out of any range a shop means, or of PostgreSQL's (it has no year 0), or of the calendar.
const outOfRangeDate = fc.constantFrom(
  "0000-01-01",
  "0000-01-01T00:00:00Z",
  "1899-12-31",
  "3000-01-01",
  "9999-12-31T23:59:59.999+14:00",
  "-000001-01-01",
  "+275760-09-13T00:00:00.000Z",
  "2026-02-30",
  "2026-13-01",
  "1970-01-01T00:00:00+25:00",
);
const outOfRangeNumberText = fc.constantFrom(
  "1e400",
  "-1e400",
  "NaN",
  "Infinity",
  "-0",
  "9007199254740993",
  "1e21",
  "99999999999999999999",
  "0x10",
  "1_000",
);
const hostileString = fc.oneof(
  fc.string({ maxLength: 50 }),
  fc.string({ unit: "grapheme", maxLength: 50 }),
  unstorable,
  outOfRangeDate,
  outOfRangeNumberText,
  fc.constantFrom(
    "'; DROP TABLE orders;--",
    "1 OR 1=1",
    "<script>alert(1)</script>",
    "javascript:alert(1)",
    "%00",
    "../../etc/passwd",
    "😀".repeat(300),
    "a".repeat(5000),
    "00000000-0000-0000-0000-000000000000",
    "null",
  ),
);
const extremeNumber = fc.constantFrom(
  1e308,
  -1e308,
  2 ** 63,
  -(2 ** 63),
  2 ** 53 + 2,
  1e21,
  Number.MIN_VALUE,
  -0,
  99999999999.995,
  100000000000,
);
/** A value nested `depth` levels deep, in arrays and objects by turns. */
const nested = (depth: number): unknown =>
  depth === 0 ? 1 : depth % 2 ? [nested(depth - 1)] : { a: nested(depth - 1) };
const tooDeep = fc.integer({ min: 33, max: 120 }).map(nested);
const hostileValue = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  extremeNumber,
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 3 }),
  tooDeep,
);
const FIELDS = [
  "name",
  "email",
  "password",
  "phone",
  "address",
  "clientId",
  "brand",
  "model",
  "device",
  "defect",
  "status",
  "services",
  "appointments",
  "role",
  "type",
  "granted",
  "reason",
  "version",
  "clientName",
  "currentPassword",
  "newPassword",
  "theme",
  "cnpj",
  "detail",
  "metadata",
  "runId",
  "databaseUrl",
  "ids",
  "extra",
] as const;
const hostileKey = fc.oneof(fc.constantFrom(...FIELDS), unstorable);
const hostileObject = fc.dictionary(hostileKey, hostileValue, { maxKeys: 8 });
// A plausible order whose one field is hostile, so the deep checks (services, visits) are reached.
const nearlyValidOrder = fc.record({
  clientId: fc.uuid(),
  brand: fc.constant("LG"),
  model: fc.constant("X"),
  device: fc.constant("TV"),
  defect: fc.constant("Sem imagem"),
  services: fc.array(
    fc.record({
      description: hostileString,
      value: fc.oneof(extremeNumber, fc.double()),
      discountType: fc.constantFrom("valor", "porcentagem"),
      discountValue: fc.oneof(extremeNumber, fc.double()),
    }),
    { maxLength: 2 },
  ),
  appointments: fc.array(fc.record({ date: outOfRangeDate, period: fc.constant("manha") }), { maxLength: 2 }),
});
/** Bodies sent as JSON of a value. */
const hostileJson = fc.oneof(hostileObject, nearlyValidOrder, hostileValue);
/** Bodies sent as raw text: what JSON.stringify of a value never produces. */
const hostileText = fc.constantFrom(
  "[".repeat(10_000) + "]".repeat(10_000),
  '{"a":'.repeat(5_000) + "1" + "}".repeat(5_000),
  JSON.stringify({ name: "x".repeat(150_000) }),
  JSON.stringify({ name: "y", filler: "z".repeat(110 * 1024) }),
  "{not json",
  "",
  '{"email":"a\\u0000@x.com","password":"Senha@Forte1"}',
  '{"\\u0000":1}',
  '{"name":"\\ud800"}',
  '{"detail":"x","type":"RATE_LIMIT_CLIENT","metadata":{"\\udc00":"y"}}',
);
const hostileBody = fc.oneof(
  hostileJson.map((json) => ({ json })),
  hostileText.map((text) => ({ text })),
);
const hostileId = fc.oneof(
  fc.uuid(),
  fc.constantFrom(
    "1",
    "abc",
    "' or 1=1--",
    "%27",
    "..%2f..%2f",
    "00000000-0000-0000-0000-000000000000",
    "%00",
    "%ED%A0%80",
  ),
);
const QUERY_KEYS = [
  "search",
  "q",
  "status",
  "role",
  "page",
  "pageSize",
  "limit",
  "from",
  "to",
  "user",
  "action",
  "resource",
  "clientId",
  "resolved",
] as const;

// English words a library's default message would carry (zod's, better-auth's): none may reach a user.
const ENGLISH = /\b(invalid|expected|received|required|must|too (big|small)|unrecognized|failed|error)\b/i;

async function expectPtBrRefusal(res: Response, context: string) {
  const answer = (await res.json()) as { error?: { message?: unknown } };
  expect(typeof answer.error?.message, context).toBe("string");
  expect(answer.error?.message, context).not.toMatch(ENGLISH);
}

describe("hostile input", async () => {
  const t = await createTestApp({ limits: lifted });
  const sessions = {
    anonymous: t.client(),
    admin: await t.signedIn("admin"),
    tecnico: await t.signedIn("tecnico"),
    cliente: await t.signedIn("cliente"),
  };
  const roles = Object.keys(sessions) as (keyof typeof sessions)[];
  const businessCounts = async () =>
    Promise.all(
      [user, clients, orders, services, tickets].map(
        async (table) => (await t.db.select({ n: count() }).from(table))[0]!.n,
      ),
    );

  // Every route the app declares (Hono lists them). Signing out takes no input and would end the
  // session the next runs need.
  const declared = new Map<string, [string, string]>();
  for (const { method, path } of t.app.routes) {
    if (method !== "ALL" && path.startsWith("/api/") && path !== "/api/auth/sign-out") {
      declared.set(`${method} ${path}`, [method, path]);
    }
  }
  const routes = [...declared.values()];
  const reads = routes.filter(([method]) => method === "GET");
  const writes = routes.filter(([method]) => method !== "GET");
  const withIds = (template: string, id: string) => template.replace(/:[a-zA-Z]+/g, encodeURIComponent(id));

  it("knows every route of the app", () => {
    expect(routes.length).toBeGreaterThan(50);
    expect(writes.map(([m, p]) => `${m} ${p}`)).toContain("POST /api/security/events");
  });

  // Random input is refused with a 4xx and a pt-BR message, never a 5xx. Now and then it is simply
  // valid (a company called "!!", a profile named "ab") and is saved: that is a 2xx, not a failure.
  // Creating a business row takes several valid fields at once, so the counts must not move.
  it(
    "answers every writing route, anonymously and as each role, with a 4xx and a pt-BR message or a valid 2xx, never a 5xx, and creates nothing",
    { timeout: 180_000 },
    async () => {
      const before = await businessCounts();
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...roles),
          fc.constantFrom(...writes),
          hostileId,
          hostileBody,
          async (role, [method, template], id, body) => {
            const path = withIds(template, id);
            const init =
              "json" in body
                ? { method, json: body.json }
                : { method, body: body.text, headers: { "content-type": "application/json" } };
            const res = await sessions[role].request(path, init);
            const context = `${role} ${method} ${path} ${("json" in body ? JSON.stringify(body.json) : body.text)?.slice(0, 200)}`;
            expect(res.status, context).toBeLessThan(500);
            if (res.status >= 400) await expectPtBrRefusal(res, context);
            else await res.body?.cancel();
          },
        ),
        { numRuns: 1000 },
      );
      expect(await businessCounts()).toEqual(before);
    },
  );

  it(
    "answers hostile query strings and ids on every reading route, anonymously and as each role, with a 2xx or a pt-BR 4xx, never a 5xx",
    { timeout: 180_000 },
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...roles),
          fc.constantFrom(...reads),
          hostileId,
          fc.dictionary(
            fc.constantFrom(...QUERY_KEYS),
            fc.oneof(hostileString, unstorable, outOfRangeDate, outOfRangeNumberText),
            { maxKeys: 4 },
          ),
          async (role, [, template], id, query) => {
            const path = `${withIds(template, id)}?${new URLSearchParams(query)}`;
            const res = await sessions[role].request(path);
            expect(res.status, `${role} GET ${path}`).toBeLessThan(500);
            if (res.status >= 400) await expectPtBrRefusal(res, `${role} GET ${path}`);
            else await res.body?.cancel();
          },
        ),
        { numRuns: 600 },
      );
    },
  );

  it("refuses a NUL character or half a surrogate pair, which PostgreSQL text cannot hold, with 400", async () => {
    for (const path of ["/api/search?q=%00", "/api/orders?search=a%00b", "/api/clients?search=%00"]) {
      expect((await sessions.admin.request(path)).status, path).toBe(400);
    }
    for (const name of ["Ana\u0000", "Ana\ud800"]) {
      const res = await sessions.admin.request("/api/clients", {
        json: { name, phone: "(11) 3000-0000", address: "Rua A, 1" },
      });
      expect(res.status).toBe(400);
    }
    const signIn = await t
      .client()
      .request("/api/auth/sign-in/email", { json: { email: "a\u0000@x.com", password: "Senha@Forte1" } });
    expect(signIn.status).toBe(400);
  });

  it("refuses JSON nested deeper than 32 levels with 400, and a body over 100 KB with 413, before reading it whole", async () => {
    const deep = "[".repeat(10_000) + "]".repeat(10_000);
    for (const path of ["/api/clients", "/api/auth/sign-in/email", "/api/security/events"]) {
      const res = await sessions.admin.request(path, {
        method: "POST",
        body: deep,
        headers: { "content-type": "application/json" },
      });
      expect(res.status, path).toBe(400);
      expect(await res.json()).toEqual({
        error: { code: "BAD_REQUEST", message: "Corpo da requisição aninhado demais" },
      });
    }
    expect(
      (await sessions.admin.request("/api/clients", { json: { name: nested(32), phone: "x", address: "y" } })).status,
    ).toBe(400);

    const huge = JSON.stringify({ name: "x".repeat(101 * 1024) });
    const declared = await t.client().request("/api/auth/sign-up/email", {
      method: "POST",
      body: huge,
      headers: { "content-type": "application/json", "content-length": String(huge.length) },
    });
    expect(declared.status).toBe(413);
    expect(await declared.json()).toEqual({
      error: { code: "PAYLOAD_TOO_LARGE", message: "A requisição excede o tamanho máximo de 100 KB" },
    });
    // Sent in chunks without a length: cut off as it passes the limit.
    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 300; i++) controller.enqueue(new TextEncoder().encode("x".repeat(1024)));
        controller.close();
      },
    });
    const streamed = await sessions.admin.request("/api/clients", {
      method: "POST",
      body: chunks,
      headers: { "content-type": "application/json", "transfer-encoding": "chunked" },
      duplex: "half",
    } as RequestInit);
    expect(streamed.status).toBe(413);
  });

  it("never drops an audit row: text PostgreSQL cannot store is kept escaped", async () => {
    const anonymous = t.client("198.51.100.44");
    const events = [
      { type: "RATE_LIMIT_CLIENT", detail: "nul\u0000", metadata: { kind: "api\u0000" } },
      { type: "RATE_LIMIT_CLIENT", detail: "half \ud800 pair", metadata: { kind: "login" } },
    ];
    for (const event of events)
      expect((await anonymous.request("/api/security/events", { json: event })).status).toBe(400);
    await anonymous.request("/api/auth/sign-in/email", { json: { email: "x\u0000@y.com", password: "p" } });
    await anonymous.request(`/api/${"r".repeat(300)}%00`, { method: "POST", json: {} });
    const rows = await t.db.select().from(auditLogs);
    const mine = rows.filter((r) => r.ipAddress === "198.51.100.44");
    expect(mine.length, "every refused request audited").toBeGreaterThanOrEqual(4);
    expect(mine.some((r) => r.requestPath?.includes("\\u0000"))).toBe(true);
  });

  it("bounds what a signed-out caller can write to the audit log: one event type, with small flat metadata", async () => {
    const anonymous = t.client("198.51.100.45");
    expect(
      (await anonymous.request("/api/security/events", { json: { type: "XSS_ATTEMPT", detail: "x" } })).status,
    ).toBe(401);
    const big = await anonymous.request("/api/security/events", {
      json: { type: "RATE_LIMIT_CLIENT", detail: "x", metadata: { blob: "m".repeat(5_000) } },
    });
    expect(big.status).toBe(400);
    const deepMeta = await anonymous.request("/api/security/events", {
      json: { type: "RATE_LIMIT_CLIENT", detail: "x", metadata: { kind: { nested: true } } },
    });
    expect(deepMeta.status).toBe(400);
    const many = Object.fromEntries(Array.from({ length: 9 }, (_, i) => [`k${i}`, i]));
    expect(
      (
        await anonymous.request("/api/security/events", {
          json: { type: "RATE_LIMIT_CLIENT", detail: "x", metadata: many },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await anonymous.request("/api/security/events", {
          json: { type: "RATE_LIMIT_CLIENT", detail: "login", metadata: { kind: "login" } },
        })
      ).status,
    ).toBe(204);
  });

  it("refuses dates out of range in filters and fields with 400, never a 500", async () => {
    for (const date of ["0000-01-01", "1899-12-31", "3000-01-01", "0000-01-01T00:00:00Z"]) {
      const res = await sessions.admin.request(`/api/audit-logs?from=${encodeURIComponent(date)}`);
      expect(res.status, date).toBe(400);
      expect(await res.json()).toEqual({ error: { code: "VALIDATION_ERROR", message: "Data inválida" } });
    }
    expect((await sessions.admin.request("/api/audit-logs?from=2026-01-01&to=2026-12-31")).status).toBe(200);
    const [client] = await t.db
      .insert(clients)
      .values({ name: "Datas Estranhas", phone: "(11) 3000-5555", address: "Rua I, 5" })
      .returning();
    const order = {
      clientId: client!.id,
      brand: "LG",
      model: "X",
      device: "TV",
      defect: "Sem imagem",
      appointments: [{ date: "0000-01-01", period: "manha" }],
    };
    expect((await sessions.admin.request("/api/orders", { json: order })).status).toBe(400);
  });
});

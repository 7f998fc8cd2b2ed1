import fc from "fast-check";
import { count } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { multiplyLimits, RATE_LIMITS } from "../shared/rate-limits";
import { user } from "./db/schema/auth";
import { clients, orders, services, tickets } from "./db/schema/shop";
import { createTestApp } from "./test/test-app";

// Limits lifted, so a 429 never stands in for validation (GUIDE §4.15).
const lifted = multiplyLimits(RATE_LIMITS, 1_000_000);

const hostileString = fc.oneof(
  fc.string({ maxLength: 50 }),
  fc.string({ unit: "grapheme", maxLength: 50 }),
  fc.constantFrom(
    "'; DROP TABLE orders;--",
    "1 OR 1=1",
    "<script>alert(1)</script>",
    "javascript:alert(1)",
    "\u0000",
    "%00",
    "../../etc/passwd",
    "😀".repeat(300),
    "a".repeat(5000),
    "00000000-0000-0000-0000-000000000000",
    "null",
  ),
);
const hostileValue = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 3 }),
);
const hostileBody = fc.oneof(
  fc.dictionary(
    fc.constantFrom("name", "email", "password", "phone", "address", "clientId", "brand", "model", "device", "defect", "status", "services", "appointments", "role", "type", "granted", "reason", "version", "clientName", "currentPassword", "newPassword", "theme", "cnpj", "extra"),
    hostileValue,
    { maxKeys: 8 },
  ),
  hostileValue,
);
const hostileId = fc.oneof(fc.uuid(), fc.constantFrom("1", "abc", "' or 1=1--", "%27", "..%2f..%2f", "00000000-0000-0000-0000-000000000000"));

// Every route that takes input, as [method, path with :id].
const ROUTES: [string, string][] = [
  ["POST", "/api/clients"], ["PUT", "/api/clients/:id"], ["DELETE", "/api/clients/:id"], ["GET", "/api/clients/:id"],
  ["POST", "/api/orders"], ["PUT", "/api/orders/:id"], ["DELETE", "/api/orders/:id"], ["GET", "/api/orders/:id"],
  ["POST", "/api/tickets"], ["PATCH", "/api/tickets/:id/status"],
  ["POST", "/api/users"], ["PUT", "/api/users/:id"], ["POST", "/api/users/:id/password"], ["PUT", "/api/users/:id/email"], ["DELETE", "/api/users/:id"],
  ["PUT", "/api/profile"], ["PUT", "/api/profile/preferences"], ["POST", "/api/profile/password"],
  ["PUT", "/api/company"], ["POST", "/api/privacy/consents"], ["POST", "/api/privacy/terms"],
  ["POST", "/api/privacy/deletion-requests/:id/process"], ["POST", "/api/security/alerts/:id/resolve"],
  ["POST", "/api/auth/sign-in/email"], ["POST", "/api/auth/sign-up/email"],
];
const QUERIES = ["/api/orders", "/api/clients", "/api/tickets", "/api/users", "/api/search", "/api/audit-logs", "/api/security/alerts"];

// English words a library's default message would carry (zod's, better-auth's): none may reach a user.
const ENGLISH = /\b(invalid|expected|received|required|must|too (big|small)|unrecognized|failed|error)\b/i;

async function expectPtBrRefusal(res: Response, context: string) {
  const answer = (await res.json()) as { error?: { message?: unknown } };
  expect(typeof answer.error?.message, context).toBe("string");
  expect(answer.error?.message, context).not.toMatch(ENGLISH);
}

describe("hostile input", async () => {
  const t = await createTestApp({ limits: lifted });
  const sessions = { anonymous: t.client(), admin: await t.signedIn("admin"), tecnico: await t.signedIn("tecnico"), cliente: await t.signedIn("cliente") };
  const businessCounts = async () =>
    Promise.all([user, clients, orders, services, tickets].map(async (table) => (await t.db.select({ n: count() }).from(table))[0]!.n));

  // Random input is refused with a 4xx and a pt-BR message, never a 5xx. Now and then it is simply
  // valid (a company called "!!", a profile named "ab") and is saved: that is a 2xx, not a failure.
  // Creating a business row takes several valid fields at once, so the counts must not move.
  it("answers every route with a 4xx and a pt-BR message or a valid 2xx, never a 5xx, and creates nothing", { timeout: 120_000 }, async () => {
    const before = await businessCounts();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...(Object.keys(sessions) as (keyof typeof sessions)[])),
        fc.constantFrom(...ROUTES),
        hostileId,
        hostileBody,
        async (role, [method, template], id, body) => {
          const path = template.replace(":id", encodeURIComponent(id));
          const res = await sessions[role].request(path, { method, ...(method === "GET" || method === "DELETE" ? {} : { json: body }) });
          const context = `${role} ${method} ${path} ${JSON.stringify(body)?.slice(0, 200)}`;
          expect(res.status, context).toBeLessThan(500);
          if (res.status >= 400) await expectPtBrRefusal(res, context);
        },
      ),
      { numRuns: 300 },
    );
    expect(await businessCounts()).toEqual(before);
  });

  it("refuses a NUL character, which PostgreSQL text cannot hold, with 400", async () => {
    for (const path of ["/api/search?q=%00", "/api/orders?search=a%00b", "/api/clients?search=%00"]) {
      expect((await sessions.admin.request(path)).status, path).toBe(400);
    }
    const res = await sessions.admin.request("/api/clients", { json: { name: "Ana\u0000", phone: "(11) 3000-0000", address: "Rua A, 1" } });
    expect(res.status).toBe(400);
  });

  it("answers hostile query strings on every list with 200 or 400, never a 5xx", { timeout: 120_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...QUERIES), fc.dictionary(fc.constantFrom("search", "q", "status", "role", "page", "pageSize", "limit", "from_date", "user_id", "clientId", "resolved"), hostileString, { maxKeys: 4 }), async (path, query) => {
        const res = await sessions.admin.request(`${path}?${new URLSearchParams(query)}`);
        const context = `${path}?${new URLSearchParams(query)}`;
        expect([200, 400], context).toContain(res.status);
        if (res.status === 400) await expectPtBrRefusal(res, context);
      }),
      { numRuns: 150 },
    );
  });
});

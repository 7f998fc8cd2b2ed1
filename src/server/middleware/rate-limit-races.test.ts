import { describe, expect, it } from "vitest";
import type { Order } from "@shared/order-types";
import { RATE_LIMITS } from "@shared/rate-limits";
import { clients } from "@server/db/schema/shop";
import { createTestApp } from "@server/test/test-app";

const PNG = Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000", "hex");
const WRONG = "Errada@123";

/** How many of the answers had each status. */
function tally(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

// Every counted limit is counted and checked in one statement before the work it guards, so a
// burst of concurrent requests cannot slip past it between a read and a write (on Postgres, the
// requests really run at once; on PGlite they interleave at every query).
describe("limits under concurrent requests", async () => {
  const t = await createTestApp();

  it("sign-in: of 60 concurrent wrong passwords against one account, at most 5 are checked; the owner signs in once the window passes", async () => {
    // The anonymous API limit lifted, so only the sign-in limit answers here.
    let now = new Date("2026-05-04T10:00:00Z");
    const timed = await createTestApp({
      clock: () => now,
      limits: { ...RATE_LIMITS, api: { max: 1000, windowMinutes: 15 } },
    });
    const account = await timed.createUser("cliente");
    const address = "203.0.113.60";
    const statuses = await Promise.all(
      Array.from({ length: 60 }, () =>
        timed
          .client(address)
          .signIn(account.email, WRONG)
          .then((r) => r.status),
      ),
    );
    const counts = tally(statuses);
    // A 401 is a password that was checked and found wrong; everything else was refused before.
    expect(counts[401] ?? 0).toBeLessThanOrEqual(5);
    expect((counts[401] ?? 0) + (counts[429] ?? 0)).toBe(60);
    expect(
      (await timed.client(address).signIn(account.email, account.password)).status,
      "the right password is refused too while the window is open",
    ).toBe(429);

    now = new Date(now.getTime() + 15 * 60_000 + 1_000);
    expect((await timed.client(address).signIn(account.email, account.password)).status).toBe(200);
  });

  it("sign-up: of 20 concurrent sign-ups from one address, exactly 3 are made", async () => {
    const statuses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t
          .client("203.0.113.61")
          .signUp({
            name: "Pessoa Apressada",
            email: `apressada${i}-${Date.now()}@teste.local`,
            password: "Senha@Forte1",
          })
          .then((r) => r.status),
      ),
    );
    expect(tally(statuses)).toEqual({ 200: 3, 429: 17 });
  });

  it("password change: of 10 concurrent changes by one user, at most 3 reach the password check", async () => {
    const account = await t.createUser("tecnico");
    const c = t.client();
    await c.signIn(account.email, account.password);
    await c.refreshCsrf();
    const statuses = await Promise.all(
      Array.from({ length: 10 }, () =>
        c
          .request("/api/profile/password", { json: { currentPassword: WRONG, newPassword: "Nova@Senha1" } })
          .then((r) => r.status),
      ),
    );
    expect(tally(statuses)).toEqual({ 400: 3, 429: 7 });
  });

  it("upload: of 20 concurrent uploads by one user, exactly 10 are stored", async () => {
    const tecnico = await t.signedIn("tecnico");
    await tecnico.refreshCsrf();
    const [client] = await t.db
      .insert(clients)
      .values({ name: "Fotos Simultâneas", phone: "(11) 3000-2222", address: "Rua G, 2" })
      .returning();
    const order = (await (
      await tecnico.request("/api/orders", {
        json: { clientId: client!.id, brand: "LG", model: "X", device: "TV", defect: "Sem imagem" },
      })
    ).json()) as Order;
    const upload = () => {
      const form = new FormData();
      form.append("photos", new File([new Uint8Array(PNG)], "f.png"));
      return tecnico.request(`/api/orders/${order.id}/photos`, { method: "POST", body: form }).then((r) => r.status);
    };
    expect(tally(await Promise.all(Array.from({ length: 20 }, upload)))).toEqual({ 201: 10, 429: 10 });
  });

  it("anonymous API calls: of 80 concurrent calls from one address, exactly 50 are served", async () => {
    const statuses = await Promise.all(
      Array.from({ length: 80 }, () =>
        t
          .client("203.0.113.62")
          .request("/api/orders")
          .then((r) => r.status),
      ),
    );
    expect(tally(statuses)).toEqual({ 401: 50, 429: 30 });
  });
});

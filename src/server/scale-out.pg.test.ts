import { beforeAll, describe, expect, it } from "vitest";
import { clients } from "./db/schema/shop";
import { runBackup } from "./modules/backups/backups.service";
import { cleanUpExpiredCountersOnce, countEvent } from "./lib/rate-limit-counters.queries";
import { createTestApp } from "./test/test-app";

// The smallest PNG header the photo check accepts.
const PNG = Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000", "hex");

// Several server instances on one PostgreSQL behind round robin (docs/product.md §7). PGlite is one process
// per data directory, so *.pg.test.ts files run only in the Postgres project, which CI always runs.
describe("two instances on one Postgres", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let second: ReturnType<typeof t.secondInstance>;
  let both: (typeof t.app)[];
  beforeAll(async () => {
    t = await createTestApp();
    second = t.secondInstance();
    both = [t.app, second.app];
  });

  it("a session created through one instance works on the other", async () => {
    const account = await t.createUser("tecnico");
    const c = t.client(undefined, both);
    expect((await c.signIn(account.email, account.password)).status).toBe(200); // instance 1 (after the CSRF fetch on 2)
    for (let i = 0; i < 4; i++) {
      const session = (await (await c.request("/api/session")).json()) as { user: { email: string } | null };
      expect(session.user?.email).toBe(account.email);
    }
  });

  it("rate limits count across both instances", async () => {
    const account = await t.createUser("cliente");
    const c = t.client("192.0.2.200", both);
    for (let i = 0; i < 5; i++) expect((await c.signIn(account.email, "Errada@123")).status).toBe(401);
    // The sixth attempt is refused whichever instance takes it.
    expect((await c.signIn(account.email, account.password)).status).toBe(429);
    expect((await c.signIn(account.email, account.password)).status).toBe(429);
  });

  it("per-address limits count across both instances: sign-ups, anonymous API calls and page loads", async () => {
    const ip = "192.0.2.201";
    for (let i = 0; i < 3; i++) {
      const res = await t
        .client(ip, both)
        .signUp({ name: "Pessoa Balanceada", email: `bal${i}-${Date.now()}@x.com`, password: "Forte@123" });
      expect(res.status).toBe(200);
    }
    expect(
      (
        await t
          .client(ip, both)
          .signUp({ name: "Pessoa Balanceada", email: `bal9-${Date.now()}@x.com`, password: "Forte@123" })
      ).status,
    ).toBe(429);

    const visitor = t.client("192.0.2.202", both);
    for (let i = 0; i < 50; i++) expect((await visitor.request("/api/orders")).status).toBe(401);
    expect((await visitor.request("/api/orders")).status).toBe(429);
    expect((await visitor.request("/api/orders")).status).toBe(429);

    const reader = t.client("192.0.2.203", both);
    for (let i = 0; i < 100; i++) expect((await reader.request("/auth")).status).not.toBe(429);
    expect((await reader.request("/auth")).status).toBe(429);
    expect((await reader.request("/auth")).status).toBe(429);
  });

  it("per-user limits count across both instances: uploads and password changes", async () => {
    const tecnico = await t.createUser("tecnico");
    const c = t.client(undefined, both);
    expect((await c.signIn(tecnico.email, tecnico.password)).status).toBe(200);
    const [client] = await t.db
      .insert(clients)
      .values({ name: "Fotos Balanceadas", phone: "(11) 3000-2222", address: "Rua B, 2" })
      .returning();
    const created = await c.request("/api/orders", {
      json: { clientId: client!.id, brand: "LG", model: "X", device: "TV", defect: "Sem imagem" },
    });
    const order = (await created.json()) as { id: string };
    const upload = () => {
      const form = new FormData();
      form.append("photos", new File([new Uint8Array(PNG)], "f.png"));
      return c.request(`/api/orders/${order.id}/photos`, { method: "POST", body: form });
    };
    for (let i = 0; i < 10; i++) expect((await upload()).status).toBe(201);
    expect((await upload()).status).toBe(429);
    expect((await upload()).status).toBe(429);

    for (let i = 0; i < 3; i++) {
      const res = await c.request("/api/profile/password", {
        json: { currentPassword: "Errada@123", newPassword: "Nova@Senha1" },
      });
      expect(res.status).toBe(400);
    }
    for (let i = 0; i < 2; i++) {
      const res = await c.request("/api/profile/password", {
        json: { currentPassword: tecnico.password, newPassword: "Nova@Senha1" },
      });
      expect(res.status).toBe(429);
    }
  });

  it("a backup started on both at once runs once", async () => {
    const now = new Date();
    const options = { backupDir: t.env.BACKUP_DIR, now, timeZone: "America/Sao_Paulo", scheduled: true };
    const runs = await Promise.all([
      runBackup({ db: t.db, ...options }),
      runBackup({ db: second.database.db, ...options }),
    ]);
    expect(runs.filter((run) => run !== null)).toHaveLength(1);
    // And the day's scheduled backup, once made, is not made again by either.
    expect(await runBackup({ db: t.db, ...options })).toBeNull();
    expect(await runBackup({ db: second.database.db, ...options })).toBeNull();
  });

  it("the clean-up of expired rate-limit counters, ticking on both at once, runs once per period", async () => {
    // An hour back, so no counter the other tests left is due.
    const at = (minutes: number) => new Date(Date.now() - 60 * 60_000 + minutes * 60_000);
    const cleanUpOnBoth = (minutes: number) =>
      Promise.all([
        cleanUpExpiredCountersOnce(t.db, at(minutes), 10),
        cleanUpExpiredCountersOnce(second.database.db, at(minutes), 10),
      ]);
    await countEvent(t.db, { kind: "api", identifier: "192.0.2.210" }, { max: 5, windowMinutes: 1 }, at(-2));

    const first = await cleanUpOnBoth(0);
    expect(first.filter((removed) => removed !== null)).toEqual([1]);
    // Later in the same ten minutes neither cleans again; in the next ten, one does.
    expect(await cleanUpOnBoth(5)).toEqual([null, null]);
    expect((await cleanUpOnBoth(10)).filter((removed) => removed !== null)).toHaveLength(1);
  });
});

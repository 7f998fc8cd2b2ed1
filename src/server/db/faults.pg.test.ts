import { count, eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, describe, expect, it, vi } from "vitest";
import { multiplyLimits, RATE_LIMITS } from "@shared/rate-limits";
import { logger } from "@server/logger";
import type { Order } from "@shared/order-types";
import { runBackup } from "@server/modules/backups/backups.service";
import { startFaultProxy } from "@server/test/fault-proxy";
import { createTestApp } from "@server/test/test-app";
import { postgresAddress } from "@server/test/test-database";
import { isDatabaseUnavailable } from "./faults";
import { clients, orders } from "./schema/shop";

const UNAVAILABLE = {
  error: {
    code: "SERVICE_UNAVAILABLE",
    message: "Serviço temporariamente indisponível. Tente novamente em instantes.",
  },
};

/** Asks until the answer is 200; returns how long that took, or fails past the deadline. */
async function msUntilOk(ask: () => Promise<Response>, deadlineMs = 5_000): Promise<number> {
  const started = Date.now();
  for (;;) {
    const res = await ask();
    if (res.status === 200) return Date.now() - started;
    expect(res.status, "while recovering, only 503").toBe(503);
    if (Date.now() - started > deadlineMs) throw new Error(`still ${res.status} after ${deadlineMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// The app on Postgres with a fault-injecting proxy between them: the database cut, refused,
// restarted under load, its connections ended by pg_terminate_backend. The test process is the
// server here: an unheard 'error' event would end it, and the suite with it.
describe("database faults", async () => {
  const proxy = await startFaultProxy(postgresAddress());
  const t = await createTestApp({ databasePort: proxy.port, limits: multiplyLimits(RATE_LIMITS, 1000) });
  const admin = await t.signedIn("admin");
  await admin.refreshCsrf();
  const direct = new pg.Client({ connectionString: t.database.url });
  await direct.connect();
  const databaseName = new URL(t.database.url!).pathname.slice(1);
  /** Ends the app's connections to its database that are in the given state, from outside. */
  const terminate = (state: "idle" | "active") =>
    direct.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid() and state = $2",
      [databaseName, state],
    );
  afterAll(async () => {
    await direct.end();
    await proxy.close();
  });

  const [client] = await t.db
    .insert(clients)
    .values({ name: "Cliente da Falha", phone: "(11) 3000-4444", address: "Rua H, 4" })
    .returning();
  const newOrder = () => ({
    clientId: client!.id,
    brand: "Samsung",
    model: "A10",
    device: "Celular",
    defect: "Tela quebrada",
  });

  it("answers 503 in pt-BR while the database is unreachable, health included, and serves again within 5 s of its return", async () => {
    expect((await admin.request("/api/orders")).status).toBe(200);
    await proxy.refuse();

    const reported = vi.spyOn(logger, "error");
    const list = await admin.request("/api/orders");
    expect(list.status).toBe(503);
    expect(reported).toHaveBeenCalledWith(
      expect.objectContaining({ reqId: list.headers.get("x-request-id"), status: 503, cause: expect.any(String) }),
      "database unavailable",
    );
    reported.mockRestore();
    expect(list.headers.get("retry-after")).toBe("5");
    expect(await list.json()).toEqual(UNAVAILABLE);
    const write = await admin.request("/api/orders", { json: newOrder() });
    expect(write.status).toBe(503);
    const health = await t.app.request("/api/health");
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({
      status: "unavailable",
      db: "postgres",
      database: "down",
      storage: "database",
    });
    const signIn = await t.client().signIn("ninguem@teste.local", "Errada@123");
    expect(signIn.status).toBe(503);
    expect(await signIn.json()).toEqual(UNAVAILABLE);

    await proxy.pass();
    expect(await msUntilOk(() => admin.request("/api/orders"))).toBeLessThan(5_000);
    expect((await t.app.request("/api/health")).status).toBe(200);
  });

  it("survives every connection cut at once, and the next requests are served", async () => {
    expect((await admin.request("/api/dashboard")).status).toBe(200);
    proxy.cutAll();
    expect(await msUntilOk(() => admin.request("/api/dashboard"))).toBeLessThan(5_000);
  });

  it("survives pg_terminate_backend on idle connections", async () => {
    await Promise.all([admin.request("/api/orders"), admin.request("/api/clients"), admin.request("/api/tickets")]);
    const ended = await terminate("idle");
    expect(ended.rowCount).toBeGreaterThan(0);
    expect(await msUntilOk(() => admin.request("/api/orders"))).toBeLessThan(5_000);
  });

  it("survives pg_terminate_backend on busy connections: the query in flight fails as a 503", async () => {
    // Drizzle runs a query when it is awaited: started here, left to run.
    const slow = Promise.resolve(t.db.execute(sql`select pg_sleep(5)`));
    slow.catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const ended = await terminate("active");
    expect(ended.rowCount).toBeGreaterThan(0);
    await expect(slow).rejects.toSatisfy((error: unknown) => isDatabaseUnavailable(error));
    expect(await msUntilOk(() => admin.request("/api/orders"))).toBeLessThan(5_000);
  });

  it("gives back every connection whose transaction failed to begin: faults never exhaust the pool", async () => {
    // Rounds of: every pooled connection open, all cut, and at once as many transactions (order
    // creations) as the pool holds, whose BEGIN meets the cut connection. More rounds than the pool
    // has connections: one kept per failed BEGIN would leave none.
    for (let round = 0; round < 3; round++) {
      await Promise.all(Array.from({ length: 4 }, () => admin.request("/api/orders")));
      proxy.cutAll();
      const statuses = await Promise.all(
        Array.from({ length: 4 }, () => admin.request("/api/orders", { json: newOrder() }).then((r) => r.status)),
      );
      expect(
        statuses.every((s) => s === 201 || s === 503),
        statuses.join(),
      ).toBe(true);
    }
    expect(await msUntilOk(() => admin.request("/api/orders"))).toBeLessThan(5_000);
    const created = await admin.request("/api/orders", { json: newOrder() });
    expect(created.status).toBe(201);
  });

  it("under load, with connections ended and the database restarted, answers only 2xx or 503, and loses no acknowledged write", async () => {
    const created: string[] = [];
    const statuses: number[] = [];
    let stop = false;
    const worker = async (i: number) => {
      while (!stop) {
        const res =
          i % 2 === 0
            ? await admin.request("/api/orders", { json: newOrder() })
            : await admin.request("/api/orders?page=1");
        statuses.push(res.status);
        if (res.status === 201) created.push(((await res.json()) as Order).id);
        else await res.body?.cancel();
      }
    };
    const load = Promise.all(Array.from({ length: 8 }, (_, i) => worker(i)));
    await new Promise((resolve) => setTimeout(resolve, 400));
    await terminate("active");
    await new Promise((resolve) => setTimeout(resolve, 200));
    await terminate("idle");
    await new Promise((resolve) => setTimeout(resolve, 200));
    // A restart: every connection cut, the port closed for 2.5 s, then open again.
    await proxy.refuse();
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    await proxy.pass();
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    stop = true;
    await load;

    expect(
      statuses.filter((s) => ![200, 201, 503].includes(s)),
      "no answer but 2xx or 503",
    ).toEqual([]);
    expect(statuses).toContain(503);
    expect(statuses.slice(-8), "served again by the end").toContain(200);
    for (const id of created) {
      const [row] = await t.db.select({ n: count() }).from(orders).where(eq(orders.id, id));
      expect(row?.n, `order ${id} was acknowledged`).toBe(1);
    }
  });

  it("a scheduled backup that fails on a fault records nothing, so the next tick makes it", async () => {
    const now = new Date("2026-06-01T06:00:00Z");
    const options = { db: t.db, backupDir: t.env.BACKUP_DIR, now, timeZone: t.env.APP_TIMEZONE, scheduled: true };
    await proxy.refuse();
    await expect(runBackup(options)).rejects.toSatisfy((error: unknown) => isDatabaseUnavailable(error));
    await proxy.pass();
    const run = await retryUntilAvailable(() => runBackup(options));
    expect(run?.errors).toEqual([]);
    expect(run?.tables.length).toBeGreaterThan(0);
  });
});

/** The first call after the database returns may still meet a connection it had cut. */
async function retryUntilAvailable<T>(call: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      if (attempt > 20 || !isDatabaseUnavailable(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inArray } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { clients, orders } from "./db/schema/shop";
import { Balancer } from "./test/balancer";
import { startS3Server } from "./test/s3-server";
import { lost, MixedLoad, type Attempt, Session } from "./test/mixed-load";
import { freePort, ServerProcess } from "./test/server-process";
import { openTestDatabase } from "./test/test-database";

const ADMIN = { email: "admin@balancer.local", password: "Admin@Bal1" };
const SECRET = "balancer-test-secret-long-enough-for-hmac-0123456789";
// The drain the instances get (SHUTDOWN_DRAIN_SECONDS): more than deploy/haproxy.cfg's checks take to notice.
const DRAIN_SECONDS = 3;
// The smallest real PNG: its signature and a 1×1 image.
const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082",
  "hex",
);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// deploy/haproxy.cfg as shipped, in front of two real server processes on one PostgreSQL database, under a
// mixed load of reads and writes while one instance is killed (SIGKILL) and restarted and then the other
// is stopped gracefully (SIGTERM) and restarted: what a crash and a rolling restart do to users.
describe("two instances behind HAProxy", async () => {
  const dir = mkdtempSync(join(tmpdir(), "bancada-balancer-"));
  const database = await openTestDatabase();
  // Files in a bucket, as a deployment of several instances has them: readiness asks it too.
  const s3 = await startS3Server();
  const [port, portA, portB] = [await freePort(), await freePort(), await freePort()];
  const origin = `http://127.0.0.1:${port}`;
  const instance = (instancePort: number, admin: boolean) =>
    new ServerProcess({
      PORT: String(instancePort),
      HOST: "127.0.0.1",
      APP_URL: origin,
      DATABASE_URL: database.url!,
      BETTER_AUTH_SECRET: SECRET,
      DATA_DIR: join(dir, "data"),
      BACKUP_DIR: join(dir, "backups"),
      TRUST_PROXY: "127.0.0.1",
      ...s3.env,
      SHUTDOWN_DRAIN_SECONDS: String(DRAIN_SECONDS),
      RATE_LIMIT_MULTIPLIER: "1000",
      // One of the two makes sure the admin exists: both at once would race to create it.
      ...(admin ? { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } : {}),
    });
  let a = instance(portA, true);
  let b = instance(portB, false);
  const balancer = new Balancer({ port, instancePorts: [portA, portB], dir });

  afterAll(async () => {
    for (const server of [a, b]) server.kill("SIGKILL");
    await Promise.all([a.exit, b.exit, balancer.stop()]);
    await Promise.all([database.close(), s3.stop()]);
    rmSync(dir, { recursive: true, force: true });
  });

  it(
    "answers every read and loses no acknowledged write through a crash and a rolling restart",
    { timeout: 120_000 },
    async () => {
      await Promise.all([a.listening(), b.listening()]);
      await Promise.all([balancer.until("app1", "UP"), balancer.until("app2", "UP")]);
      const ready = await fetch(`http://127.0.0.1:${portA}/api/health/ready`);
      expect(await ready.json()).toEqual({ status: "ok", checks: { database: "up", storage: "up" } });

      const session = new Session(origin);
      await session.signIn(ADMIN.email, ADMIN.password);
      const client = await session.postJson<{ id: string }>("/api/clients", {
        name: "Cliente Balanceado",
        phone: "(11) 3000-5555",
        address: "Rua do Balanceador, 1",
      });
      expect(client.status).toBe(201);
      const order = await session.postJson<{ id: string }>("/api/orders", {
        clientId: client.body.id,
        brand: "LG",
        model: "K10",
        device: "Celular",
        defect: "Não liga mais",
      });
      expect(order.status).toBe(201);
      const load = new MixedLoad(session, { clientId: client.body.id, orderId: order.body.id });
      load.start(6);
      await pause(2_000);

      // A crash: app1 dies with whatever it was doing. HAProxy sends its new requests to app2 at once
      // (connection refused, retried there) and takes it out after two failed checks.
      const killedAt = performance.now();
      a.kill("SIGKILL");
      await a.exit;
      await balancer.until("app1", "DOWN");
      a = instance(portA, true);
      await a.listening();
      await balancer.until("app1", "UP");
      const restartedAt = performance.now();
      await pause(1_000);

      // A rolling restart: SIGTERM drains app2. Its readiness turns 503 while it still serves, so HAProxy
      // takes it out on that answer (L7STS, a bad status), not on a refused connection (L4CON).
      const terminatedAt = performance.now();
      b.kill("SIGTERM");
      const down = await balancer.until("app2", "DOWN", DRAIN_SECONDS * 1000, 50);
      expect(down.checkStatus, "app2 was taken out by its readiness answer while draining").toBe("L7STS");
      expect(await b.exit, b.output).toBe(0);
      b = instance(portB, false);
      await b.listening();
      await balancer.until("app2", "UP");
      await pause(1_000);
      await load.stop();
      const stoppedAt = performance.now();

      // Every read answered, whatever the instances went through, but one whose answer had begun to
      // flow when its instance was killed: HAProxy had passed the start on, so neither it nor any
      // balancer can send it again (the web app's queries retry it). Its log marks those SD.
      const inFlightAtKill = (attempt: Attempt) => attempt.start < killedAt && attempt.end > killedAt;
      const failedReads = load.reads.filter((read) => read.outcome !== 200);
      // HAProxy's log lines of requests that did not end normally (termination state other than ----).
      const abnormal = balancer.output.split("\n").filter((line) => / - - (?!----)\S{4} /.test(line));
      const cutMidAnswer = abnormal.filter((line) => / - - SD/.test(line)).length;
      expect(
        failedReads.filter((read) => !(read.outcome === "network" && inFlightAtKill(read))),
        `reads that failed other than by being cut mid-answer at the kill; HAProxy:\n${abnormal.join("\n")}`,
      ).toEqual([]);
      expect(failedReads.length, abnormal.join("\n")).toBeLessThanOrEqual(cutMidAnswer);
      expect(load.reads.filter((read) => read.start > killedAt && read.end < restartedAt).length).toBeGreaterThan(10);
      expect(load.reads.filter((read) => read.start > terminatedAt && read.end < stoppedAt).length).toBeGreaterThan(10);

      // An answer was lost only for a write in flight on the killed instance; never in the rolling restart.
      const lostAnswers = load.writes.flatMap((write) =>
        write.attempts
          .filter((attempt) => lost(attempt.outcome))
          .map((attempt) => ({ marker: write.marker, ...attempt })),
      );
      expect(
        lostAnswers.filter((attempt) => !inFlightAtKill(attempt)),
        "answers lost outside the crash",
      ).toEqual([]);
      // And only such a write may end unacknowledged (its retries refused); every other one is acknowledged.
      const failed = load.writes.filter((write) => !write.acknowledged);
      expect(
        failed.filter((write) => !write.attempts.some(inFlightAtKill)),
        "writes that failed without being in flight at the kill",
      ).toEqual([]);
      expect(
        load.writes.filter((write) => write.acknowledged && write.attempts[0]!.start > terminatedAt).length,
      ).toBeGreaterThan(2);

      // None doubled, every acknowledged one there: counted by each write's marker in the database.
      const textOf = (write: (typeof load.writes)[number]) =>
        write.kind === "client" ? `Rua do Balanceador ${write.marker}` : `Tela quebrada ${write.marker}`;
      const texts = load.writes.map(textOf);
      const rows = [
        ...(await database.db.select({ text: clients.address }).from(clients).where(inArray(clients.address, texts))),
        ...(await database.db.select({ text: orders.defect }).from(orders).where(inArray(orders.defect, texts))),
      ];
      const count = new Map<string, number>();
      for (const { text } of rows) if (text) count.set(text, (count.get(text) ?? 0) + 1);
      const rowsOf = (write: (typeof load.writes)[number]) => count.get(textOf(write)) ?? 0;
      expect(
        load.writes.filter((write) => rowsOf(write) > 1),
        "writes made twice",
      ).toEqual([]);
      expect(
        load.writes.filter((write) => write.acknowledged && rowsOf(write) !== 1),
        "acknowledged writes missing",
      ).toEqual([]);
      console.info(
        `balancer: ${load.reads.length} reads (${failedReads.length} cut mid-answer at the kill), ${load.writes.length} writes (${failed.length} failed, ${lostAnswers.length} answers lost at the kill)`,
      );
    },
  );

  it(
    "with the bucket away every instance is not ready, and the balancer still serves what does not need it",
    { timeout: 60_000 },
    async () => {
      await Promise.all([balancer.until("app1", "UP"), balancer.until("app2", "UP")]);
      const session = new Session(origin);
      await session.signIn(ADMIN.email, ADMIN.password);
      const clientsBefore = await session.send("/api/clients");
      expect(clientsBefore.status).toBe(200);
      const { items } = (await clientsBefore.json()) as { items: { id: string }[] };
      const order = await session.postJson<{ id: string }>("/api/orders", {
        clientId: items[0]!.id,
        brand: "LG",
        model: "K11",
        device: "Celular",
        defect: "Sem sinal de rede",
      });
      expect(order.status).toBe(201);

      s3.goDown();
      await Promise.all([balancer.until("app1", "DOWN"), balancer.until("app2", "DOWN")]);
      const ready = await fetch(`http://127.0.0.1:${portA}/api/health/ready`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({ checks: { database: "up", storage: "down" } });
      // Through the balancer: reads and writes that need no file go on.
      expect((await session.send("/api/orders")).status).toBe(200);
      expect((await session.send(`/api/orders/${order.body.id}`)).status).toBe(200);
      // An upload answers the app's 503 in pt-BR, not the balancer's page.
      const body = new FormData();
      body.append("photos", new File([new Uint8Array(PNG)], "frente.png", { type: "image/png" }));
      const upload = await session.send(`/api/orders/${order.body.id}/photos`, { method: "POST", body });
      expect(upload.status).toBe(503);
      expect(((await upload.json()) as { error: { message: string } }).error.message).toMatch(
        /^Armazenamento de arquivos indisponível/,
      );

      s3.comeBack();
      await Promise.all([balancer.until("app1", "UP"), balancer.until("app2", "UP")]);
      const again = new FormData();
      again.append("photos", new File([new Uint8Array(PNG)], "frente.png", { type: "image/png" }));
      expect((await session.send(`/api/orders/${order.body.id}/photos`, { method: "POST", body: again })).status).toBe(
        201,
      );
    },
  );
});

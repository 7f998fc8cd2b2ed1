import { randomUUID } from "node:crypto";
import { and, count, eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "@server/context";
import { AppError, errorBody } from "@server/errors";
import { user } from "@server/db/schema/auth";
import { idempotencyKeys } from "@server/db/schema/idempotency";
import { cashMoves, payments } from "@server/db/schema/money";
import { sales } from "@server/db/schema/sales";
import { auditLogs } from "@server/db/schema/security";
import { clients, orders } from "@server/db/schema/shop";
import { tickets } from "@server/db/schema/tickets";
import { cleanUpExpiredKeysOnce } from "@server/lib/idempotency-keys.queries";
import { registerProduct, type Session } from "@server/modules/stock/stock-fixture";
import { createTestApp } from "@server/test/test-app";
import { idempotent } from "./idempotency";

type Refusal = { error: { code: string; message: string } };

describe("Idempotency-Key on the writes that create something or move money", async () => {
  const t = await createTestApp();
  const admin = await t.signedIn("admin");
  const tecnico = await t.signedIn("tecnico");
  const cliente = await t.signedIn("cliente");

  const send = (as: Session, path: string, json: unknown, key?: string) =>
    as.request(path, { json, headers: key ? { "Idempotency-Key": key } : {} });
  const rows = async (table: typeof clients | typeof orders | typeof tickets | typeof payments | typeof sales) =>
    (await t.db.select({ n: count() }).from(table))[0]!.n;

  // Names take letters only: a serial in letters (a, b, … ba, bb …).
  let serial = 0;
  const letters = (n: number): string =>
    (n < 26 ? "" : letters(Math.floor(n / 26))) + String.fromCharCode(97 + (n % 26));
  const clientBody = () => ({
    name: `Cliente Idempotente ${letters(++serial)}`,
    phone: "11987654321",
    address: "Rua A, 1",
  });
  async function newOrder() {
    const client = (await (await send(tecnico, "/api/clients", clientBody())).json()) as { id: string };
    const res = await send(tecnico, "/api/orders", {
      clientId: client.id,
      brand: "Motorola",
      model: "G84",
      device: "Celular",
      defect: "Não liga",
      services: [{ description: "Troca de conector", value: 300, discountType: "valor", discountValue: 0 }],
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: string }).id;
  }

  /** Sends the same request twice with one key: the second is the first answer again, and one row is written. */
  async function expectOnce(as: Session, path: string, body: unknown, table: Parameters<typeof rows>[0]) {
    const key = randomUUID();
    const before = await rows(table);
    const first = await send(as, path, body, key);
    expect(first.status, JSON.stringify(await first.clone().json())).toBe(201);
    expect(first.headers.get("idempotent-replayed")).toBeNull();
    const again = await send(as, path, body, key);
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await again.json()).toEqual(await first.json());
    expect(await rows(table)).toBe(before + 1);
  }

  it("a repeat with the same key answers the first answer and writes one client, order, ticket, payment, sale", async () => {
    await expectOnce(tecnico, "/api/clients", clientBody(), clients);
    const client = (await (await send(tecnico, "/api/clients", clientBody())).json()) as { id: string };
    const order = {
      clientId: client.id,
      brand: "LG",
      model: "K62",
      device: "Celular",
      defect: "Tela quebrada",
      services: [{ description: "Troca de tela", value: 200, discountType: "valor", discountValue: 0 }],
    };
    const paymentsBefore = await rows(payments);
    await expectOnce(tecnico, "/api/orders", { ...order, deposit: { method: "pix", amountCents: 5000 } }, orders);
    expect(await rows(payments)).toBe(paymentsBefore + 1); // the deposit (sinal) once
    await expectOnce(
      cliente,
      "/api/tickets",
      { clientName: "Cliente", brand: "Samsung", defect: "Não carrega", phone: "11987654321", address: "Rua B, 2" },
      tickets,
    );
    const orderId = await newOrder();
    await expectOnce(tecnico, `/api/orders/${orderId}/payments`, { method: "pix", amountCents: 5000 }, payments);
    const part = await registerProduct(admin, { priceCents: 2000, quantity: 3 });
    await expectOnce(
      tecnico,
      "/api/sales",
      { items: [{ productId: part.id, quantity: 1 }], payment: { method: "pix" } },
      sales,
    );
    expect((await (await admin.request(`/api/products/${part.id}`)).json()) as { quantity: number }).toMatchObject({
      quantity: 2,
    });
  });

  it("without a key a repeat is a second write, as before", async () => {
    const body = clientBody();
    const before = await rows(clients);
    expect((await send(tecnico, "/api/clients", body)).status).toBe(201);
    expect((await send(tecnico, "/api/clients", body)).status).toBe(201);
    expect(await rows(clients)).toBe(before + 2);
  });

  it("the same key with another body, or on another route, is refused with 422 in words, and writes nothing", async () => {
    const key = randomUUID();
    expect((await send(tecnico, "/api/clients", clientBody(), key)).status).toBe(201);
    const before = await rows(clients);
    const other = await send(tecnico, "/api/clients", clientBody(), key);
    expect(other.status).toBe(422);
    expect(((await other.json()) as Refusal).error).toEqual({
      code: "UNPROCESSABLE",
      message:
        "Esta Idempotency-Key já foi usada em outra requisição, com outros dados. Envie a nova requisição com outra chave.",
    });
    const elsewhere = await send(
      cliente,
      "/api/tickets",
      { clientName: "X Y", brand: "LG", defect: "Tela", phone: "11987654321", address: "Rua C, 3" },
      key,
    );
    expect(elsewhere.status).toBe(201); // another user: the key is theirs alone
    const sameUserElsewhere = await send(
      tecnico,
      "/api/tickets",
      { clientName: "X Y", brand: "LG", defect: "Tela", phone: "11987654321", address: "Rua C, 3" },
      key,
    );
    expect(sameUserElsewhere.status).toBe(422);
    expect(await rows(clients)).toBe(before);
  });

  it("a key is matched only for the user who sent it: another user's same key and body is a write of its own", async () => {
    const other = await t.signedIn("tecnico");
    const key = randomUUID();
    const body = clientBody();
    const mine = await send(tecnico, "/api/clients", body, key);
    const theirs = await send(other, "/api/clients", body, key);
    expect(theirs.status).toBe(201);
    expect(theirs.headers.get("idempotent-replayed")).toBeNull();
    expect(((await theirs.json()) as { id: string }).id).not.toBe(((await mine.json()) as { id: string }).id);
  });

  it("five concurrent duplicates of a payment write one row and all get the same answer", async () => {
    const orderId = await newOrder();
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        send(tecnico, `/api/orders/${orderId}/payments`, { method: "dinheiro", amountCents: 1000 }, key),
      ),
    );
    // Cash needs the register open: the refusal is the handler's answer, kept and replayed alike.
    const statuses = answers.map((a) => a.status);
    expect(new Set(statuses).size).toBe(1);
    const bodies = await Promise.all(answers.map((a) => a.json()));
    for (const body of bodies) expect(body).toEqual(bodies[0]);
    expect(answers.filter((a) => a.headers.get("idempotent-replayed") === "true")).toHaveLength(4);

    const pixKey = randomUUID();
    const paid = await Promise.all(
      Array.from({ length: 5 }, () =>
        send(tecnico, `/api/orders/${orderId}/payments`, { method: "pix", amountCents: 1000 }, pixKey),
      ),
    );
    expect(paid.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    const paidBodies = await Promise.all(paid.map((a) => a.json()));
    for (const body of paidBodies) expect(body).toEqual(paidBodies[0]);
    expect((await t.db.select({ n: count() }).from(payments).where(eq(payments.orderId, orderId)))[0]!.n).toBe(1);
  });

  it("a refusal of the handler is kept: the retry gets the same 409, and the cash register moves once", async () => {
    const key = randomUUID();
    const move = { kind: "suprimento", amountCents: 5000 };
    const closed = await send(tecnico, "/api/cash/moves", move, key);
    expect(closed.status).toBe(409);
    const again = await send(tecnico, "/api/cash/moves", move, key);
    expect(again.status).toBe(409);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await again.json()).toEqual(await closed.json());

    expect((await send(tecnico, "/api/cash/open", { openingFloatCents: 1000 }, randomUUID())).status).toBe(201);
    const movesBefore = (await t.db.select({ n: count() }).from(cashMoves))[0]!.n;
    const moveKey = randomUUID();
    expect((await send(tecnico, "/api/cash/moves", move, moveKey)).status).toBe(201);
    expect((await send(tecnico, "/api/cash/moves", move, moveKey)).status).toBe(201);
    expect((await t.db.select({ n: count() }).from(cashMoves))[0]!.n).toBe(movesBefore + 1);
  });

  it("refuses a key out of format, and audits a replay without its answer", async () => {
    const bad = await send(tecnico, "/api/clients", clientBody(), "curta");
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as Refusal).error.message).toContain("Idempotency-Key inválida");
    const tooLong = await send(tecnico, "/api/clients", clientBody(), "x".repeat(101));
    expect(tooLong.status).toBe(400);

    const key = randomUUID();
    const body = clientBody();
    await send(tecnico, "/api/clients", body, key);
    await send(tecnico, "/api/clients", body, key);
    const [replayed] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, "REQUEST_REPLAYED"), eq(auditLogs.resource, "clients")));
    expect(replayed).toMatchObject({ success: true, metadata: { status: 201 } });
    expect(JSON.stringify(replayed)).not.toContain(body.name);
  });

  it("a key older than a day is a new request, and the daily clean-up removes such keys once across instances", async () => {
    const key = randomUUID();
    const body = clientBody();
    const first = (await (await send(tecnico, "/api/clients", body, key)).json()) as { id: string };
    const dayAgo = sql`now() - interval '25 hours'`;
    await t.db.update(idempotencyKeys).set({ createdAt: dayAgo }).where(eq(idempotencyKeys.key, key));
    const later = await send(tecnico, "/api/clients", body, key);
    expect(later.status).toBe(201);
    expect(later.headers.get("idempotent-replayed")).toBeNull();
    expect(((await later.json()) as { id: string }).id).not.toBe(first.id);

    const old = randomUUID();
    await send(tecnico, "/api/clients", clientBody(), old);
    await t.db.update(idempotencyKeys).set({ createdAt: dayAgo }).where(eq(idempotencyKeys.key, old));
    const keysBefore = (await t.db.select({ n: count() }).from(idempotencyKeys))[0]!.n;
    expect(await cleanUpExpiredKeysOnce(t.db, new Date())).toBe(1);
    expect(await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, old))).toEqual([]);
    expect((await t.db.select({ n: count() }).from(idempotencyKeys))[0]!.n).toBe(keysBefore - 1);
    // Claimed for the day: another instance's tick the same day does nothing.
    expect(await cleanUpExpiredKeysOnce(t.db, new Date())).toBeNull();
  });
});

describe("the idempotency middleware around a handler that fails", async () => {
  const t = await createTestApp();
  const account = await t.createUser("tecnico");
  const [row] = await t.db.select({ id: user.id }).from(user).where(eq(user.email, account.email));
  const me = {
    id: row!.id,
    name: "Técnico",
    email: account.email,
    role: "tecnico" as const,
    phone: null,
    emailVerified: true,
  };
  let runs = 0;
  let failing = true;
  const app = new Hono<AppEnv>()
    // As app.ts answers a refusal: its code, message and headers.
    .onError((error, c) => {
      if (!(error instanceof AppError)) return c.text("", 500);
      return c.json(errorBody(error.code, error.message), error.status, error.headers);
    })
    .use(async (c, next) => {
      c.set("user", me);
      await next();
    })
    .post("/write", idempotent({ db: t.db, clock: () => new Date() }), async (c) => {
      runs += 1;
      // What a lost database looks like to the middleware: a 5xx after nothing was written.
      if (failing) return c.json({ error: "fora" }, 503);
      return c.json({ run: runs }, 201);
    })
    // A write that commits, then fails reading its result back (the database lost between the two).
    .post("/write-then-fail", idempotent({ db: t.db, clock: () => new Date() }), async (c) => {
      runs += 1;
      await t.db.transaction(async (tx) => {
        await tx.insert(clients).values({ name: `Cliente Gravado ${runs}`, phone: "11987654321", address: "Rua B" });
      });
      return c.json({ error: "fora" }, 503);
    })
    .post("/taken-over", idempotent({ db: t.db, clock: () => new Date() }), async (c) => {
      runs += 1;
      // What a retry does to a request it took for dead (held up past two minutes): the claim is its own now.
      await t.db
        .update(idempotencyKeys)
        .set({ claim: randomUUID() })
        .where(eq(idempotencyKeys.key, c.req.header("Idempotency-Key")!));
      await t.db.transaction(async (tx) => {
        await tx.insert(clients).values({ name: "Cliente Assumido", phone: "11987654321", address: "Rua C" });
      });
      return c.json({}, 201);
    });
  const write = (key: string) =>
    app.request("/write", { method: "POST", body: "{}", headers: { "Idempotency-Key": key } });

  it("lets the key go on a 5xx, so the retry runs the handler again, and keeps the answer after", async () => {
    const key = randomUUID();
    expect((await write(key)).status).toBe(503);
    failing = false;
    const retried = await write(key);
    expect(retried.status).toBe(201);
    expect(await retried.json()).toEqual({ run: 2 });
    const again = await write(key);
    expect(await again.json()).toEqual({ run: 2 });
    expect(runs).toBe(2);
  });

  it("keeps the key when the 5xx came after the write committed: the retry is told it was done, never runs again", async () => {
    const key = randomUUID();
    const send = () =>
      app.request("/write-then-fail", {
        method: "POST",
        body: "{}",
        headers: { "Idempotency-Key": key },
      });
    const before = runs;
    expect((await send()).status).toBe(503);
    const retried = await send();
    expect(retried.status).toBe(409);
    expect(retried.headers.get("retry-after")).toBeNull();
    expect(((await retried.json()) as Refusal).error.message).toBe(
      "Esta requisição já foi registrada, mas a resposta dela se perdeu. Atualize a página para ver o resultado.",
    );
    expect(runs).toBe(before + 1);
    const [row] = await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(row).toMatchObject({ committed: true, responseStatus: 409 });
    expect(
      (
        await t.db
          .select({ n: count() })
          .from(clients)
          .where(eq(clients.name, `Cliente Gravado ${runs}`))
      )[0]!.n,
    ).toBe(1);
  });

  it("a request whose claim a retry took over rolls its write back: the retry's run is the one", async () => {
    const answer = await app.request("/taken-over", {
      method: "POST",
      body: "{}",
      headers: { "Idempotency-Key": randomUUID() },
    });
    expect(answer.status).toBe(409);
    expect(((await answer.json()) as Refusal).error.message).toMatch(/^Esta requisição demorou e foi reenviada/);
    expect((await t.db.select({ n: count() }).from(clients).where(eq(clients.name, "Cliente Assumido")))[0]!.n).toBe(0);
  });

  it("a claim whose write committed and whose instance died is never run again: after two minutes, told it was done", async () => {
    const key = randomUUID();
    const hash = "44136fa355b3678a1146ad16f7e8649e94fb4fc21fe77e8310c060f61caaff8a"; // sha256("{}")
    const claim = { userId: me.id, key, method: "POST", path: "/write", requestHash: hash, claim: randomUUID() };
    await t.db
      .insert(idempotencyKeys)
      .values({ ...claim, committed: true, createdAt: new Date(Date.now() - 3 * 60_000) });
    const before = runs;
    const answer = await write(key);
    expect(answer.status).toBe(409);
    expect(((await answer.json()) as Refusal).error.message).toMatch(/^Esta requisição já foi registrada/);
    expect(runs).toBe(before);
  });

  it("takes over a claim abandoned without an answer (its instance died), but waits for one in progress", async () => {
    const key = randomUUID();
    const hash = "44136fa355b3678a1146ad16f7e8649e94fb4fc21fe77e8310c060f61caaff8a"; // sha256("{}")
    const claim = { userId: me.id, key, method: "POST", path: "/write", requestHash: hash, claim: randomUUID() };
    await t.db.insert(idempotencyKeys).values({ ...claim, createdAt: new Date() });
    const waiting = await write(key);
    expect(waiting.status).toBe(409);
    expect(waiting.headers.get("retry-after")).toBe("1");
    await t.db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - 3 * 60_000) })
      .where(eq(idempotencyKeys.key, key));
    const before = runs;
    expect((await write(key)).status).toBe(201);
    expect(runs).toBe(before + 1);
  });
});

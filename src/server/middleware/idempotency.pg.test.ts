import { randomUUID } from "node:crypto";
import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { payments } from "@server/db/schema/money";
import { orders } from "@server/db/schema/shop";
import { createTestApp } from "@server/test/test-app";

// Two server instances on one PostgreSQL behind round robin: the key and its first answer live in the
// database, so a retry that the balancer sends to the other instance is still answered once.
describe("idempotent repeats across two instances", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let c: ReturnType<typeof t.client>;
  beforeAll(async () => {
    t = await createTestApp();
    const second = t.secondInstance();
    const account = await t.createUser("tecnico");
    c = t.client(undefined, [t.app, second.app]);
    expect((await c.signIn(account.email, account.password)).status).toBe(200);
  });

  const send = (path: string, json: unknown, key: string) =>
    c.request(path, { json, headers: { "Idempotency-Key": key } });

  async function newOrder(key = randomUUID()) {
    const client = (await (
      await send(
        "/api/clients",
        { name: "Cliente Balanceado", phone: "11987654321", address: "Rua A, 1" },
        randomUUID(),
      )
    ).json()) as { id: string };
    const body = {
      clientId: client.id,
      brand: "Samsung",
      model: "A15",
      device: "Celular",
      defect: "Não carrega",
      services: [{ description: "Troca de conector", value: 250, discountType: "valor", discountValue: 0 }],
    };
    return { body, key, res: await send("/api/orders", body, key) };
  }

  it("an order created on one instance is the first answer again on the other, and one row", async () => {
    const first = await newOrder();
    expect(first.res.status).toBe(201);
    const before = (await t.db.select({ n: count() }).from(orders))[0]!.n;
    // The client's requests alternate: this repeat reaches the other instance.
    for (let i = 0; i < 2; i++) {
      const again = await send("/api/orders", first.body, first.key);
      expect(again.status).toBe(201);
      expect(again.headers.get("idempotent-replayed")).toBe("true");
      expect(await again.json()).toEqual(await first.res.clone().json());
    }
    expect((await t.db.select({ n: count() }).from(orders))[0]!.n).toBe(before);
  });

  it("concurrent duplicates of a payment spread over both instances write one payment, and answer alike", async () => {
    const { res } = await newOrder();
    const orderId = ((await res.json()) as { id: string }).id;
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        send(`/api/orders/${orderId}/payments`, { method: "pix", amountCents: 2500 }, key),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201, 201]);
    const bodies = await Promise.all(answers.map((a) => a.json()));
    for (const body of bodies) expect(body).toEqual(bodies[0]);
    expect(answers.filter((a) => a.headers.get("idempotent-replayed") === "true")).toHaveLength(5);
    const paid = await t.db.select({ n: count() }).from(payments).where(eq(payments.orderId, orderId));
    expect(paid[0]!.n).toBe(1);
  });
});

import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { OrderEvent } from "@shared/order-types";
import { user } from "@server/db/schema/auth";
import { orders } from "@server/db/schema/shop";
import { createTestApp } from "@server/test/test-app";
import { ensureAdmin, seedDemo } from "./seed";

describe("start-up's accounts and demo data", async () => {
  const t = await createTestApp();

  it("ADMIN_NAME names the bootstrap admin when it is created; an existing account keeps its name", async () => {
    const admin = { email: "Dono@Loja.example", name: "Zé Dono", password: "Troque@Esta1" };
    await ensureAdmin(t.db, t.auth, admin);
    await ensureAdmin(t.db, t.auth, { ...admin, name: "Outro Nome" });
    const rows = await t.db.select().from(user).where(eq(user.email, "dono@loja.example"));
    expect(rows).toEqual([expect.objectContaining({ name: "Zé Dono", role: "admin" })]);
  });

  it("the demo orders come with their history, so a first order page shows one", async () => {
    await seedDemo(t.db, t.auth, "America/Sao_Paulo");
    const [finished] = await t.db.select({ id: orders.id }).from(orders).where(eq(orders.status, "concluido"));
    const admin = t.client();
    expect((await admin.signIn("admin@demo.local", "Bancada@2026")).status).toBe(200);
    const history = (await (await admin.request(`/api/orders/${finished!.id}/history`)).json()) as OrderEvent[];
    expect(history.map((e) => [e.kind, e.toStatus])).toEqual([
      ["criado", "novo"],
      ["status", "em_andamento"],
      ["status", "concluido"],
    ]);
  });
});

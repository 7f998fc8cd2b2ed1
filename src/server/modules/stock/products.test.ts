import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Page } from "@shared/paging";
import type { Product, StockMove } from "@shared/stock-types";
import { products, stockMoves } from "@server/db/schema/stock";
import { createTestApp } from "@server/test/test-app";
import { registerProduct } from "./stock-fixture";

type ErrorAnswer = { error: { code: string; message: string } };

describe("the catalog of parts", async () => {
  const t = await createTestApp();
  const admin = await t.signedIn("admin");
  const tecnico = await t.signedIn("tecnico");
  const cliente = await t.signedIn("cliente");
  const productCount = async () => (await t.db.select({ n: count() }).from(products))[0]!.n;
  const moveCount = async () => (await t.db.select({ n: count() }).from(stockMoves))[0]!.n;
  const inactiveCount = async () =>
    (await t.db.select({ n: count() }).from(products).where(eq(products.active, false)))[0]!.n;
  const errorOf = async (res: Response) => ((await res.json()) as ErrorAnswer).error.message;

  it("registers a part with its starting stock as an entrada at its cost", async () => {
    const part = await registerProduct(admin, { sku: "TL-A54", barcode: "7891000315507", fits: "Galaxy A54, A55" });
    expect(part).toMatchObject({ sku: "TL-A54", priceCents: 45000, costCents: 20000, quantity: 5, active: true });
    const moves = (await (await admin.request(`/api/products/${part.id}/moves`)).json()) as Page<StockMove>;
    expect(moves.total).toBe(1);
    expect(moves.items[0]).toMatchObject({
      kind: "entrada",
      delta: 5,
      quantityAfter: 5,
      unitCostCents: 20000,
      reason: "Estoque inicial do cadastro",
    });
    expect(moves.items[0]!.createdBy?.name).toBe("Usuário admin");
    const empty = await registerProduct(admin, { quantity: 0 });
    expect(empty.quantity).toBe(0);
    expect(((await (await admin.request(`/api/products/${empty.id}/moves`)).json()) as Page<StockMove>).total).toBe(0);
  });

  it("shows a técnico quantities and prices, never a cost: the keys are absent", async () => {
    const part = await registerProduct(admin);
    const list = (await (await tecnico.request("/api/products?pageSize=100")).json()) as Page<Product>;
    expect(list.items.length).toBeGreaterThan(0);
    for (const item of list.items) expect(Object.keys(item)).not.toContain("costCents");
    const one = (await (await tecnico.request(`/api/products/${part.id}`)).json()) as Product;
    expect(one).toMatchObject({ quantity: 5, priceCents: 45000 });
    expect(Object.keys(one)).not.toContain("costCents");
    const moves = await (await tecnico.request(`/api/products/${part.id}/moves`)).text();
    expect(moves).not.toMatch(/cost/i);
    expect(JSON.parse(moves)).toMatchObject({ total: 1, items: [{ kind: "entrada", delta: 5 }] });
    const adminList = (await (await admin.request("/api/products?pageSize=100")).json()) as Page<Product>;
    for (const item of adminList.items) expect(item.costCents).toEqual(expect.any(Number));
  });

  it("answers every route by role: admin all, técnico reads only, cliente 403, signed out 401", async () => {
    const part = await registerProduct(admin);
    const id = part.id;
    const edit = { name: "Tela editada", priceCents: 100 };
    const routes: [string, string, unknown, boolean][] = [
      ["GET", "/api/products", undefined, true],
      ["GET", `/api/products/${id}`, undefined, true],
      ["GET", `/api/products/${id}/moves`, undefined, true],
      ["POST", "/api/products", { name: "Bateria", priceCents: 100 }, false],
      ["PUT", `/api/products/${id}`, edit, false],
      ["PATCH", `/api/products/${id}/active`, { active: true }, false],
      ["POST", `/api/products/${id}/adjustments`, { countedQuantity: 4, reason: "Contagem" }, false],
    ];
    const before = { products: await productCount(), moves: await moveCount() };
    for (const [method, path, json, tecnicoMay] of routes) {
      const init = { method, json };
      expect((await t.client().request(path, init)).status, `anon ${method} ${path}`).toBe(401);
      expect((await cliente.request(path, init)).status, `cliente ${method} ${path}`).toBe(403);
      const asTecnico = await tecnico.request(path, init);
      expect(asTecnico.status, `tecnico ${method} ${path}`).toBe(tecnicoMay ? 200 : 403);
    }
    expect({ products: await productCount(), moves: await moveCount() }).toEqual(before);
    for (const [method, path, json] of routes) {
      const res = await admin.request(path, { method, json });
      expect(res.status, `admin ${method} ${path}`).toBeLessThan(300);
    }
  });

  it("refuses bad input in pt-BR, writing nothing", async () => {
    const before = { products: await productCount(), moves: await moveCount() };
    const cases: [Record<string, unknown>, string][] = [
      [{ quantity: -1 }, "A quantidade não pode ser negativa"],
      [{ quantity: 2.5 }, "A quantidade deve ser um número inteiro"],
      [{ priceCents: -1 }, "O preço não pode ser negativo"],
      [{ costCents: -500 }, "O custo não pode ser negativo"],
      [{ priceCents: 10.5 }, "Valor inválido: use no máximo duas casas decimais"],
      [{ minimum: -3 }, "A quantidade não pode ser negativa"],
      [{ barcode: "7891000315508" }, "Código de barras inválido: confira o dígito verificador."],
      [{ barcode: "96385075" }, "Código de barras inválido: confira o dígito verificador."],
      [{ barcode: "ab" }, "Código de barras inválido: use de 3 a 32 letras, números ou hífens."],
      [{ name: "" }, "Nome deve ter pelo menos 2 caracteres"],
    ];
    for (const [body, message] of cases) {
      const res = await admin.request("/api/products", { json: { name: "Conector", priceCents: 100, ...body } });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await errorOf(res)).toBe(message);
    }
    expect({ products: await productCount(), moves: await moveCount() }).toEqual(before);
  });

  it("refuses a duplicate SKU, ignoring case, or barcode with 409 in words, on create and on edit", async () => {
    const first = await registerProduct(admin, { sku: "BAT-IP11", barcode: "4006381333931" });
    const before = { products: await productCount(), moves: await moveCount() };
    const sameSku = await admin.request("/api/products", {
      json: { name: "Bateria iPhone 11", priceCents: 100, quantity: 3, sku: "bat-ip11" },
    });
    expect(sameSku.status).toBe(409);
    expect(await errorOf(sameSku)).toBe("Já existe uma peça com o SKU bat-ip11.");
    const sameBarcode = await admin.request("/api/products", {
      json: { name: "Outra", priceCents: 100, quantity: 3, barcode: "4006381333931" },
    });
    expect(sameBarcode.status).toBe(409);
    expect(await errorOf(sameBarcode)).toBe("Já existe uma peça com o código de barras 4006381333931.");
    expect({ products: await productCount(), moves: await moveCount() }).toEqual(before);
    const other = await registerProduct(admin);
    const edit = await admin.request(`/api/products/${other.id}`, {
      method: "PUT",
      json: { name: other.name, priceCents: 100, sku: "Bat-Ip11" },
    });
    expect(edit.status).toBe(409);
    expect(await errorOf(edit)).toBe("Já existe uma peça com o SKU Bat-Ip11.");
    expect((await t.db.select().from(products).where(eq(products.id, first.id)))[0]!.sku).toBe("BAT-IP11");
  });

  it("edits the catalog's fields only: a quantity or a cost in an edit is refused in words", async () => {
    const part = await registerProduct(admin);
    const put = (json: Record<string, unknown>) =>
      admin.request(`/api/products/${part.id}`, {
        method: "PUT",
        json: { name: "Tela OLED", priceCents: 50000, ...json },
      });
    const withQuantity = await put({ quantity: 99 });
    expect(withQuantity.status).toBe(400);
    expect(await errorOf(withQuantity)).toBe(
      "A quantidade muda só por movimentos de estoque: use um ajuste ou uma compra",
    );
    expect(await errorOf(await put({ costCents: 1 }))).toBe("O custo muda só pelas compras (custo médio)");
    const edited = (await (await put({ location: "Gaveta 3", minimum: 2 })).json()) as Product;
    expect(edited).toMatchObject({ name: "Tela OLED", priceCents: 50000, location: "Gaveta 3", minimum: 2 });
    expect(edited).toMatchObject({ quantity: 5, costCents: 20000 });
    const missing = await admin.request("/api/products/00000000-0000-4000-8000-000000000000", {
      method: "PUT",
      json: { name: "Nada", priceCents: 1 },
    });
    expect(missing.status).toBe(404);
  });

  it("makes a part inactive instead of deleting it, and lists by status", async () => {
    const part = await registerProduct(admin, { name: "Flex de carga inativo" });
    const off = await admin.request(`/api/products/${part.id}/active`, { method: "PATCH", json: { active: false } });
    expect(((await off.json()) as Product).active).toBe(false);
    const search = (status: string) =>
      admin
        .request(`/api/products?search=${encodeURIComponent("Flex de carga")}&status=${status}`)
        .then(async (r) => ((await r.json()) as Page<Product>).items.map((p) => p.id));
    expect(await search("ativos")).not.toContain(part.id);
    expect(await search("inativos")).toContain(part.id);
    expect(await search("todos")).toContain(part.id);
    expect((await admin.request(`/api/products/${part.id}`)).status).toBe(200);
  });

  it("searches name, SKU, barcode and the models a part fits, an exact code first", async () => {
    const screen = await registerProduct(admin, { name: "Tela Moto G84", fits: "Moto G84, Edge 40 Neo" });
    const coded = await registerProduct(admin, { name: "Conector XYZ", sku: "CON-84", barcode: "GAV84" });
    const named = await registerProduct(admin, { name: "Adaptador GAV84 universal" });
    const find = async (search: string, as = tecnico) =>
      (
        (await (await as.request(`/api/products?search=${encodeURIComponent(search)}`)).json()) as Page<Product>
      ).items.map((p) => p.id);
    expect(await find("edge 40")).toEqual([screen.id]);
    expect(await find("con-84")).toEqual([coded.id]);
    // "Adaptador…" sorts before "Conector…" by name; the exact barcode answers first all the same.
    expect(await find("GAV84")).toEqual([coded.id, named.id]);
    const page = (await (await admin.request("/api/products?pageSize=2&page=1")).json()) as Page<Product>;
    expect(page.items).toHaveLength(2);
    expect(page.total).toBe(await productCount().then(async (n) => n - (await inactiveCount())));
    expect(page.items[0]!.id).toBe(named.id);
  });
  it("an admin's count becomes one ajuste of the difference, with its reason; an equal count is refused", async () => {
    const part = await registerProduct(admin);
    const adjust = (json: Record<string, unknown>) => admin.request(`/api/products/${part.id}/adjustments`, { json });
    const res = await adjust({ countedQuantity: 2, reason: "Inventário de novembro" });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ delta: -3, quantity: 2 });
    const same = await adjust({ countedQuantity: 2, reason: "De novo" });
    expect(same.status).toBe(409);
    expect(await errorOf(same)).toBe(`A contagem é igual ao estoque de ${part.name} (2): não há o que ajustar.`);
    expect(await errorOf(await adjust({ countedQuantity: -1, reason: "x y z" }))).toBe(
      "A quantidade não pode ser negativa",
    );
    expect(await errorOf(await adjust({ countedQuantity: 3 }))).toBe("Informe o motivo do ajuste");
    const moves = (await (await admin.request(`/api/products/${part.id}/moves`)).json()) as Page<StockMove>;
    expect(moves.total).toBe(2);
    expect(moves.items[0]).toMatchObject({
      kind: "ajuste",
      delta: -3,
      quantityAfter: 2,
      reason: "Inventário de novembro",
      unitCostCents: 20000,
    });
    const missing = await admin.request("/api/products/00000000-0000-4000-8000-000000000000/adjustments", {
      json: { countedQuantity: 1, reason: "Contagem" },
    });
    expect(missing.status).toBe(404);
  });
});

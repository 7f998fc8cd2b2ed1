import { count, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Product, ProductImportPreview } from "@shared/stock-types";
import { products, stockMoves } from "@server/db/schema/stock";
import { createTestApp } from "@server/test/test-app";
import { registerProduct } from "./stock-fixture";

// The catalog from and to a spreadsheet (docs/decisions/046): a preview with each bad line's errors,
// then all of the file or nothing.
describe("importing and exporting parts as CSV", async () => {
  const t = await createTestApp();
  const admin = await t.signedIn("admin");
  const tecnico = await t.signedIn("tecnico");
  const json = async <T>(res: Response) => (await res.json()) as T & { error?: { message: string } };
  const send = (path: string, text: string, as = admin) =>
    as.request(path, { method: "POST", body: text, headers: { "content-type": "text/csv" } });
  const productCount = async () => (await t.db.select({ n: count() }).from(products))[0]!.n;

  it("previews a spreadsheet's lines, then registers them with their opening stock", async () => {
    const csv = [
      "Nome;SKU;Código de barras;Modelos compatíveis;Custo;Preço;Qtd;Mínimo;Local",
      "Tela Moto G8;TL-G8;7891000315507;Moto G8, G8 Plus;R$ 120,50;250,00;4;2;Gaveta 3",
      'Bateria iPhone 11;BT-IP11;;"iPhone 11";80;199.9;0;1;',
    ].join("\n");
    const preview = await json<ProductImportPreview>(await send("/api/products/import/preview", csv));
    expect(preview).toMatchObject({ rows: 2, valid: 2, invalid: 0, errors: [] });
    expect(preview.sample[0]).toEqual({
      line: 2,
      name: "Tela Moto G8",
      sku: "TL-G8",
      barcode: "7891000315507",
      priceCents: 25000,
      quantity: 4,
    });
    const before = await productCount();
    expect(before).toBe(0);

    const res = await send("/api/products/import", csv);
    expect(res.status).toBe(201);
    expect(await json(res)).toEqual({ imported: 2 });
    const page = await json<{ items: Product[] }>(await admin.request("/api/products?search=TL-G8"));
    expect(page.items[0]).toMatchObject({ name: "Tela Moto G8", costCents: 12050, priceCents: 25000, quantity: 4 });
    // The four units are the ledger's first move, at their cost.
    const moves = await t.db.select().from(stockMoves).where(eq(stockMoves.productId, page.items[0]!.id));
    expect(moves).toEqual([
      expect.objectContaining({ kind: "entrada", delta: 4, quantityAfter: 4, unitCost: "120.50" }),
    ]);
  });

  it("names each bad line's problems and writes nothing, not even the good lines", async () => {
    const existing = await registerProduct(admin, { sku: "JA-EXISTE" });
    const csv = [
      "nome,sku,codigo_barras,custo,preco,quantidade",
      "Conector USB-C,CN-1,,5,15,-1",
      "Flex de carga,ja-existe,,5,15,1",
      "Alto-falante,AF-1,7891000315508,5,15,1",
      "X,AF-1,,abc,15,1.5",
      "Película,PL-1,,2,10,3",
    ].join("\n");
    const before = await productCount();
    const preview = await json<ProductImportPreview>(await send("/api/products/import/preview", csv));
    expect(preview).toMatchObject({ rows: 5, valid: 1, invalid: 4 });
    expect(preview.errors).toEqual([
      { line: 2, errors: ["quantidade: A quantidade não pode ser negativa"] },
      { line: 3, errors: [`SKU: já existe uma peça com o SKU ${"ja-existe"}`] },
      { line: 4, errors: ["código de barras: Código de barras inválido: confira o dígito verificador."] },
      {
        line: 5,
        errors: [
          "nome: Nome deve ter pelo menos 2 caracteres",
          "custo: Valor inválido",
          "quantidade: A quantidade deve ser um número inteiro",
        ],
      },
    ]);
    const res = await send("/api/products/import", csv);
    expect(res.status).toBe(400);
    expect((await json(res)).error?.message).toBe(
      "O arquivo tem 4 linhas com erro: corrija e envie de novo. Nada foi importado.",
    );
    expect(await productCount()).toBe(before);
    expect(existing.sku).toBe("JA-EXISTE");
  });

  it("finds a code repeated within the file, and refuses a file without names, a thousand bad lines or one too big", async () => {
    const repeated = ["nome;sku;preco", "Peça A;REP-1;10", "Peça B;rep-1;10"].join("\n");
    const preview = await json<ProductImportPreview>(await send("/api/products/import/preview", repeated));
    expect(preview.errors).toEqual([{ line: 3, errors: ["SKU: rep-1 repete a linha 2"] }]);

    const noName = await send("/api/products/import/preview", "sku;preco\nX-1;10");
    expect(noName.status).toBe(400);
    expect((await json(noName)).error?.message).toMatch(/^A coluna "nome" não foi encontrada/);

    const thousandBad = ["nome;preco", ...Array.from({ length: 1000 }, (_, i) => `Peça ${i};-1`)].join("\n");
    const many = await json<ProductImportPreview>(await send("/api/products/import/preview", thousandBad));
    expect(many).toMatchObject({ rows: 1000, valid: 0, invalid: 1000 });
    expect(many.errors).toHaveLength(100);
    expect((await send("/api/products/import", thousandBad)).status).toBe(400);

    const huge = await send("/api/products/import", "nome\n" + "x".repeat(6 * 1024 * 1024));
    expect(huge.status).toBe(413);
    expect((await json(huge)).error?.message).toBe("O arquivo passa de 5 MB: divida-o em partes menores.");
    expect(
      await t.db
        .select({ n: count() })
        .from(products)
        .where(sql`${products.name} like 'Peça %'`),
    ).toEqual([{ n: 0 }]);
  });

  it("exports the catalog in the import's columns, costs only for the admin; only the admin imports", async () => {
    await registerProduct(admin, { name: "Exportada", sku: "EXP-1", priceCents: 1990, costCents: 777, quantity: 2 });
    const asAdmin = await (await admin.request("/api/products/export.csv")).text();
    expect(asAdmin.split("\r\n")[0]).toBe("nome;sku;codigo_barras;modelos;custo;preco;quantidade;minimo;local");
    expect(asAdmin).toContain("Exportada;EXP-1;;;7,77;19,90;2;0;");
    const asTecnico = await tecnico.request("/api/products/export.csv");
    expect(asTecnico.headers.get("content-disposition")).toContain("estoque.csv");
    const text = await asTecnico.text();
    expect(text.split("\r\n")[0]).toBe("nome;sku;codigo_barras;modelos;preco;quantidade;minimo;local");
    expect(text).toContain("Exportada;EXP-1;;;19,90;2;0;");
    expect(text).not.toContain("7,77");
    // What was exported imports back (once the codes are free): the same columns.
    expect((await send("/api/products/import/preview", asAdmin, tecnico)).status).toBe(403);
    expect((await send("/api/products/import", "nome\nX", await t.signedIn("cliente"))).status).toBe(403);
    expect((await t.client().request("/api/products/export.csv")).status).toBe(401);
  });
});

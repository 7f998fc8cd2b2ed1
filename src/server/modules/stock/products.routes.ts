import { type Context, Hono } from "hono";
import { z } from "zod";
import { can } from "@shared/permissions";
import { CSV_MAX_BYTES, PRODUCT_STATUSES } from "@shared/stock-types";
import { adjustmentSchema, productActiveSchema, productSchema, productUpdateSchema } from "@shared/validation/stock";
import type { AppEnv } from "@server/context";
import type { Db } from "@server/db/client";
import { input } from "@server/lib/input";
import { pagingSchema } from "@server/lib/paging";
import { largeBody } from "@server/middleware/body-limit";
import { allow, currentUser } from "@server/middleware/guards";
import { listProductMoves } from "./move-list.service";
import { listProducts } from "./product-list.service";
import { createProduct, getProduct, setProductActive, updateProduct } from "./products.service";
import { adjustStock } from "./stock-adjustment.service";
import { listToBuy } from "./to-buy.service";
import { exportProducts } from "./product-export.service";
import { importProducts, previewProductImport } from "./product-import.service";

const listQuery = pagingSchema.extend({
  search: z.string().trim().max(100).optional(),
  status: z.enum(PRODUCT_STATUSES, { error: "Filtro de situação inválido" }).default("ativos"),
});
const idParam = z.object({ id: z.uuid({ error: "Peça não encontrada" }) });
// A shop's whole catalog fits in a few megabytes; past this it is split (docs/decisions/046).
const csvBody = largeBody(CSV_MAX_BYTES, "O arquivo passa de 5 MB: divida-o em partes menores.");

/** Whether the caller sees costs: the admin's (stock.costs); everyone else's answers leave them out. */
const seesCosts = (c: Context<AppEnv>) => can(currentUser(c).role, "stock.costs");

/**
 * The catalog of parts and its ledger (docs/decisions/043). Staff search it, read a part and its moves
 * (quantities, never costs); the admin registers and edits parts, makes them inactive, and counts
 * stock. The quantity and the cost are never edited: they move only by moves.
 */
export function productsRoutes({ db }: { db: Db }) {
  return (
    new Hono<AppEnv>()
      .get("/", allow("stock.read"), input("query", listQuery), async (c) => {
        const { search, status, ...paging } = c.req.valid("query");
        return c.json(await listProducts({ db, search: search || undefined, status, paging, seesCosts: seesCosts(c) }));
      })
      // Before "/:id": the catalog as CSV, and the 'Comprar' list (docs/decisions/045, 046).
      .get("/export.csv", allow("stock.read"), async (c) => {
        c.header("Content-Disposition", 'attachment; filename="estoque.csv"');
        c.header("Content-Type", "text/csv; charset=utf-8");
        return c.body(await exportProducts({ db, seesCosts: seesCosts(c) }));
      })
      .post("/import/preview", allow("stock.manage"), csvBody, async (c) =>
        c.json(await previewProductImport({ db, text: await c.req.text() })),
      )
      .post("/import", allow("stock.manage"), csvBody, async (c) => {
        const result = await importProducts({ db, text: await c.req.text(), userId: currentUser(c).id });
        c.set("audit", { action: "PRODUCTS_IMPORTED", metadata: result });
        return c.json(result, 201);
      })
      .get("/to-buy", allow("stock.read"), async (c) => c.json(await listToBuy({ db, seesCosts: seesCosts(c) })))
      .get("/:id", allow("stock.read"), input("param", idParam), async (c) =>
        c.json(await getProduct({ db, id: c.req.valid("param").id, seesCosts: seesCosts(c) })),
      )
      .post("/", allow("stock.manage"), input("json", productSchema), async (c) => {
        const body = c.req.valid("json");
        c.set("audit", { metadata: { name: body.name, quantity: body.quantity } });
        const product = await createProduct({ db, input: body, userId: currentUser(c).id });
        c.set("audit", { resourceId: product.id, metadata: { name: product.name, quantity: product.quantity } });
        return c.json(product, 201);
      })
      .put("/:id", allow("stock.manage"), input("param", idParam), input("json", productUpdateSchema), async (c) => {
        const { id } = c.req.valid("param");
        return c.json(await updateProduct({ db, id, input: c.req.valid("json"), seesCosts: seesCosts(c) }));
      })
      .patch(
        "/:id/active",
        allow("stock.manage"),
        input("param", idParam),
        input("json", productActiveSchema),
        async (c) => {
          const { id } = c.req.valid("param");
          const { active } = c.req.valid("json");
          c.set("audit", { metadata: { active } });
          return c.json(await setProductActive({ db, id, active, seesCosts: seesCosts(c) }));
        },
      )
      .get("/:id/moves", allow("stock.read"), input("param", idParam), input("query", pagingSchema), async (c) => {
        const { id } = c.req.valid("param");
        return c.json(
          await listProductMoves({ db, productId: id, paging: c.req.valid("query"), seesCosts: seesCosts(c) }),
        );
      })
      .post(
        "/:id/adjustments",
        allow("stock.manage"),
        input("param", idParam),
        input("json", adjustmentSchema),
        async (c) => {
          const { id } = c.req.valid("param");
          const { countedQuantity, reason } = c.req.valid("json");
          c.set("audit", { action: "STOCK_ADJUSTED", metadata: { countedQuantity, reason } });
          const moved = await adjustStock({ db, productId: id, countedQuantity, reason, userId: currentUser(c).id });
          c.set("audit", { action: "STOCK_ADJUSTED", metadata: { countedQuantity, reason, delta: moved.delta } });
          return c.json({ moveId: moved.moveId, delta: moved.delta, quantity: moved.quantity }, 201);
        },
      )
  );
}

import { Hono } from "hono";
import { z } from "zod";
import { PRODUCT_STATUSES } from "@shared/stock-types";
import { supplierActiveSchema, supplierSchema } from "@shared/validation/stock";
import type { AppEnv } from "@server/context";
import type { Db } from "@server/db/client";
import { input } from "@server/lib/input";
import { pagingSchema } from "@server/lib/paging";
import { allow } from "@server/middleware/guards";
import { createSupplier, getSupplier, listSuppliers, setSupplierActive, updateSupplier } from "./suppliers.service";

const listQuery = pagingSchema.extend({
  search: z.string().trim().max(100).optional(),
  status: z.enum(PRODUCT_STATUSES, { error: "Filtro de situação inválido" }).default("ativos"),
});
const idParam = z.object({ id: z.uuid({ error: "Fornecedor não encontrado" }) });

/** Suppliers are the admin's (docs/decisions/043): a técnico or a cliente never sees one. */
export function suppliersRoutes({ db }: { db: Db }) {
  return new Hono<AppEnv>()
    .get("/", allow("stock.manage"), input("query", listQuery), async (c) => {
      const { search, status, ...paging } = c.req.valid("query");
      return c.json(await listSuppliers({ db, search: search || undefined, status, paging }));
    })
    .get("/:id", allow("stock.manage"), input("param", idParam), async (c) =>
      c.json(await getSupplier({ db, id: c.req.valid("param").id })),
    )
    .post("/", allow("stock.manage"), input("json", supplierSchema), async (c) => {
      const supplier = await createSupplier({ db, input: c.req.valid("json") });
      c.set("audit", { resourceId: supplier.id, metadata: { name: supplier.name } });
      return c.json(supplier, 201);
    })
    .put("/:id", allow("stock.manage"), input("param", idParam), input("json", supplierSchema), async (c) =>
      c.json(await updateSupplier({ db, id: c.req.valid("param").id, input: c.req.valid("json") })),
    )
    .patch(
      "/:id/active",
      allow("stock.manage"),
      input("param", idParam),
      input("json", supplierActiveSchema),
      async (c) => {
        const { active } = c.req.valid("json");
        c.set("audit", { metadata: { active } });
        return c.json(await setSupplierActive({ db, id: c.req.valid("param").id, active }));
      },
    );
}

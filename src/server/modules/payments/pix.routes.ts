import { Hono } from "hono";
import { z } from "zod";
import { pixSettingsSchema } from "@shared/pix/pix-settings";
import type { AppEnv } from "@server/context";
import type { Db } from "@server/db/client";
import { AppError } from "@server/errors";
import { input } from "@server/lib/input";
import { allow, currentUser } from "@server/middleware/guards";
import { customerScope } from "@server/modules/clients/customer-scope.queries";
import { getPixSettings, pixCharge, updatePixSettings } from "./pix-charge.service";

const orderParam = z.object({ id: z.uuid({ error: "Pedido não encontrado" }) });

/** 'Cobrar por Pix' on an order: staff for any order, a customer for their own (docs/decisions/038). */
export function orderPixRoutes({ db }: { db: Db }) {
  return new Hono<AppEnv>().get("/:id/pix", allow("orders.read"), input("param", orderParam), async (c) => {
    const scope = await customerScope(db, currentUser(c));
    if (scope.kind === "none") throw new AppError("NOT_FOUND", "Pedido não encontrado");
    const clientId = scope.kind === "own" ? scope.clientId : undefined;
    return c.json(await pixCharge({ db, orderId: c.req.valid("param").id, clientId }));
  });
}

/** The shop's Pix key and receiver: read by staff (to show whether Pix is set up), written by the admin. */
export function pixSettingsRoutes({ db }: { db: Db }) {
  return new Hono<AppEnv>()
    .get("/pix", allow("orders.write"), async (c) => c.json(await getPixSettings({ db })))
    .put("/pix", allow("company.write"), input("json", pixSettingsSchema), async (c) => {
      const settings = c.req.valid("json");
      c.set("audit", { action: "UPDATE", resource: "company", metadata: { pixKeyType: settings.keyType } });
      await updatePixSettings({ db, settings });
      return c.json(await getPixSettings({ db }));
    });
}

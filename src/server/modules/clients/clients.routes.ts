import { Hono } from "hono";
import { z } from "zod";
import { clientSchema } from "@shared/validation/client";
import type { AppEnv } from "@server/context";
import type { Db } from "@server/db/client";
import { pagingSchema } from "@server/lib/paging";
import { input } from "@server/lib/input";
import { allow } from "@server/middleware/guards";
import { createClient, deleteClient, getClient, listClients, updateClient } from "./clients.service";

const listQuery = pagingSchema.extend({ search: z.string().trim().max(100).optional() });
const idParam = z.object({ id: z.uuid({ error: "Cliente não encontrado" }) });

/** Clients are staff's: they create and edit them (docs/product.md §6); only an admin deletes one. */
export function clientsRoutes(db: Db) {
  return new Hono<AppEnv>()
    .get("/", allow("clients.manage"), input("query", listQuery), async (c) => {
      const { search, ...paging } = c.req.valid("query");
      return c.json(await listClients({ db, search, paging }));
    })
    .get("/:id", allow("clients.manage"), input("param", idParam), async (c) => {
      return c.json(await getClient({ db, id: c.req.valid("param").id }));
    })
    .post("/", allow("clients.manage"), input("json", clientSchema), async (c) => {
      const client = await createClient({ db, input: c.req.valid("json") });
      c.set("audit", { resourceId: client.id, metadata: { name: client.name } });
      return c.json(client, 201);
    })
    .put("/:id", allow("clients.manage"), input("param", idParam), input("json", clientSchema), async (c) => {
      return c.json(await updateClient({ db, id: c.req.valid("param").id, input: c.req.valid("json") }));
    })
    .delete("/:id", allow("clients.delete"), input("param", idParam), async (c) => {
      await deleteClient({ db, id: c.req.valid("param").id });
      return c.body(null, 204);
    });
}

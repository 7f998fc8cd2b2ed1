import { Hono } from "hono";
import { z } from "zod";
import { clientSchema } from "@shared/validation/client";
import type { AppEnv } from "@server/context";
import type { Db } from "@server/db/client";
import { jsonBody, parseInput } from "@server/lib/validate";
import { pagingSchema } from "@server/lib/paging";
import { requireRole } from "@server/middleware/guards";
import { createClient, deleteClient, getClient, listClients, updateClient } from "./clients.service";

const listQuery = pagingSchema.extend({ search: z.string().trim().max(100).optional() });
const idParam = z.object({ id: z.uuid({ error: "Cliente não encontrado" }) });

/** Clients are staff's: they create and edit them (spec §6); only an admin deletes one. */
export function clientsRoutes(db: Db) {
  return new Hono<AppEnv>()
    .use(requireRole("admin", "tecnico"))
    .get("/", async (c) => {
      const { search, ...paging } = parseInput(listQuery, c.req.query());
      return c.json(await listClients({ db, search, paging }));
    })
    .get("/:id", async (c) => {
      const { id } = parseInput(idParam, c.req.param());
      return c.json(await getClient({ db, id }));
    })
    .post("/", async (c) => {
      const input = parseInput(clientSchema, await jsonBody(c.req));
      const client = await createClient({ db, input });
      c.set("audit", { resourceId: client.id, metadata: { name: client.name } });
      return c.json(client, 201);
    })
    .put("/:id", async (c) => {
      const { id } = parseInput(idParam, c.req.param());
      const input = parseInput(clientSchema, await jsonBody(c.req));
      return c.json(await updateClient({ db, id, input }));
    })
    .delete("/:id", requireRole("admin"), async (c) => {
      const { id } = parseInput(idParam, c.req.param());
      await deleteClient({ db, id });
      return c.body(null, 204);
    });
}

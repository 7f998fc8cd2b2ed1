import { Hono } from "hono";
import { z } from "zod";
import { linkAccountSchema, mergeClientsSchema } from "@shared/validation/account";
import { clientSchema } from "@shared/validation/client";
import type { AppEnv } from "@server/context";
import type { Db } from "@server/db/client";
import { pagingSchema } from "@server/lib/paging";
import { input } from "@server/lib/input";
import { allow } from "@server/middleware/guards";
import { idempotent } from "@server/middleware/idempotency";
import { linkAccount, mergeClients, unlinkAccount } from "./client-accounts.service";
import { createClient, deleteClient, getClient, listClients, updateClient } from "./clients.service";

const listQuery = pagingSchema.extend({ search: z.string().trim().max(100).optional() });
const idParam = z.object({ id: z.uuid({ error: "Cliente não encontrado" }) });

interface ClientsRouteOptions {
  db: Db;
  mailConfigured: boolean;
  clock: () => Date;
}

/**
 * Clients are staff's: they create and edit them (docs/product.md §6); only an admin deletes one.
 * Staff also link or unlink its account and merge duplicates (docs/decisions/028); the invitation to
 * the portal is the account module's (client-invitation.routes.ts).
 */
export function clientsRoutes({ db, mailConfigured, clock }: ClientsRouteOptions) {
  return new Hono<AppEnv>()
    .get("/", allow("clients.manage"), input("query", listQuery), async (c) => {
      const { search, ...paging } = c.req.valid("query");
      return c.json(await listClients({ db, search, paging }));
    })
    .get("/:id", allow("clients.manage"), input("param", idParam), async (c) => {
      return c.json(await getClient({ db, id: c.req.valid("param").id }));
    })
    .post("/", allow("clients.manage"), input("json", clientSchema), idempotent({ db, clock }), async (c) => {
      const client = await createClient({ db, input: c.req.valid("json") });
      c.set("audit", { resourceId: client.id, metadata: { name: client.name } });
      return c.json(client, 201);
    })
    .put("/:id", allow("clients.manage"), input("param", idParam), input("json", clientSchema), async (c) => {
      return c.json(await updateClient({ db, id: c.req.valid("param").id, input: c.req.valid("json") }));
    })
    .post(
      "/:id/account",
      allow("clients.manage"),
      input("param", idParam),
      input("json", linkAccountSchema),
      async (c) => {
        const { id } = c.req.valid("param");
        const linked = await linkAccount({ db, clientId: id, email: c.req.valid("json").email, mailConfigured });
        c.set("audit", { action: "ACCOUNT_LINKED", resourceId: id, metadata: linked });
        return c.json(linked);
      },
    )
    .delete("/:id/account", allow("clients.manage"), input("param", idParam), async (c) => {
      const { id } = c.req.valid("param");
      const unlinked = await unlinkAccount({ db, clientId: id });
      c.set("audit", { action: "ACCOUNT_UNLINKED", resourceId: id, metadata: unlinked });
      return c.json(unlinked);
    })
    .post(
      "/:id/merge",
      allow("clients.manage"),
      input("param", idParam),
      input("json", mergeClientsSchema),
      async (c) => {
        const { id } = c.req.valid("param");
        const { otherId } = c.req.valid("json");
        await mergeClients({ db, keepId: id, dropId: otherId, mailConfigured });
        c.set("audit", { action: "CLIENTS_MERGED", resourceId: id, metadata: { kept: id, merged: otherId } });
        return c.json(await getClient({ db, id }));
      },
    )
    .delete("/:id", allow("clients.delete"), input("param", idParam), async (c) => {
      await deleteClient({ db, id: c.req.valid("param").id });
      return c.body(null, 204);
    });
}

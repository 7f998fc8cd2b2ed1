import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "@server/context";
import type { Db } from "@server/db/client";
import { input } from "@server/lib/input";
import { allow, currentUser } from "@server/middleware/guards";
import { balanceFor } from "./client-balance.service";

const balanceQuery = z.object({ clientId: z.uuid({ error: "Cliente não encontrado" }).optional() });

/**
 * What a client has left to pay (docs/decisions/042): on the client's page for staff (?clientId=), in
 * the portal for the customer, their own and no one else's.
 */
export function clientBalanceRoutes({ db }: { db: Db }) {
  return new Hono<AppEnv>().get("/balance", allow("orders.read"), input("query", balanceQuery), async (c) =>
    c.json(await balanceFor({ db, user: currentUser(c), clientId: c.req.valid("query").clientId })),
  );
}

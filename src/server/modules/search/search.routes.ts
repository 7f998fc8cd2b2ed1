import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "@server/context";
import type { Db } from "@server/db/client";
import { input } from "@server/lib/input";
import { allow, currentUser } from "@server/middleware/guards";
import { searchAll } from "./search.service";

const query = z.object({
  q: z.string().trim().min(1, { error: "Digite algo para buscar" }).max(100, { error: "Busca muito longa" }),
});

/** GET /api/search?q=: the top bar's grouped results, within the user's scope. */
export function searchRoutes(db: Db) {
  return new Hono<AppEnv>().get("/", allow("search.use"), input("query", query), async (c) => {
    const { q } = c.req.valid("query");
    return c.json(await searchAll({ db, user: currentUser(c), q }));
  });
}

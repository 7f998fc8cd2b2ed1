import { Hono } from "hono";
import { companySchema } from "@shared/validation/settings";
import type { AppEnv } from "@server/context";
import type { Db } from "@server/db/client";
import { jsonBody, parseInput } from "@server/lib/validate";
import { requireRole, requireUser } from "@server/middleware/guards";
import { getCompanyInfo, saveCompanyInfo } from "./company.service";

/** The shop's name and contacts: printed on every service order, so everyone reads them; an admin edits them. */
export function companyRoutes(db: Db) {
  return new Hono<AppEnv>()
    .get("/", requireUser, async (c) => c.json(await getCompanyInfo(db)))
    .put("/", requireRole("admin"), async (c) => {
      const input = parseInput(companySchema, await jsonBody(c.req));
      return c.json(await saveCompanyInfo(db, input));
    });
}

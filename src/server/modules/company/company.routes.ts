import { Hono } from "hono";
import { companySchema } from "@shared/validation/settings";
import type { AppEnv } from "@server/context";
import type { Db } from "@server/db/client";
import { input } from "@server/lib/input";
import { allow } from "@server/middleware/guards";
import { getCompanyInfo, saveCompanyInfo } from "./company.service";

/** The shop's name and contacts: printed on every service order, so everyone reads them; an admin edits them. */
export function companyRoutes(db: Db) {
  return new Hono<AppEnv>()
    .get("/", allow("company.read"), async (c) => c.json(await getCompanyInfo({ db })))
    .put("/", allow("company.write"), input("json", companySchema), async (c) => {
      return c.json(await saveCompanyInfo({ db, input: c.req.valid("json") }));
    });
}

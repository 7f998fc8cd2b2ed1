import { Hono } from "hono";
import type { AppEnv } from "../../context";
import type { Db } from "../../db/client";
import { requireUser } from "../../middleware/guards";
import { getCompanyInfo } from "./company.service";

/** GET /api/company: the shop's name and contacts, printed on every service order. */
export function companyRoutes(db: Db) {
  return new Hono<AppEnv>().get("/", requireUser, async (c) => c.json(await getCompanyInfo(db)));
}

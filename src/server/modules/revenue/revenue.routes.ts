import { Hono } from "hono";
import { z } from "zod";
import { REVENUE_GROUPINGS } from "@shared/payments";
import { calendarDaySchema } from "@shared/validation/dates";
import type { AppEnv } from "@server/context";
import type { Db } from "@server/db/client";
import { input } from "@server/lib/input";
import { allow } from "@server/middleware/guards";
import { revenueReport } from "./revenue.service";

const reportQuery = z
  .object({
    from: calendarDaySchema("Data inicial inválida"),
    to: calendarDaySchema("Data final inválida"),
    groupBy: z.enum(REVENUE_GROUPINGS, { error: "Agrupamento inválido" }).default("dia"),
  })
  .refine((q) => q.from <= q.to, { path: ["to"], error: "A data final vem antes da inicial" });

/** The admin's revenue report for a period (docs/decisions/038). */
export function revenueRoutes({ db, timeZone }: { db: Db; timeZone: string }) {
  return new Hono<AppEnv>().get("/", allow("reports.read"), input("query", reportQuery), async (c) =>
    c.json(await revenueReport({ db, ...c.req.valid("query"), timeZone })),
  );
}

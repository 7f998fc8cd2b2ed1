import { Hono } from "hono";
import { z } from "zod";
import { calendarDaySchema } from "@shared/validation/dates";
import type { AppEnv } from "@server/context";
import type { Db } from "@server/db/client";
import { input } from "@server/lib/input";
import { allow } from "@server/middleware/guards";
import { stockReport } from "./stock-report.service";

const reportQuery = z
  .object({ from: calendarDaySchema("Data inicial inválida"), to: calendarDaySchema("Data final inválida") })
  .refine((q) => q.from <= q.to, { path: ["to"], error: "A data final vem antes da inicial" });

/** The admin's stock report for a period (docs/decisions/045): costs and margins are theirs. */
export function stockReportRoutes({ db, timeZone }: { db: Db; timeZone: string }) {
  return new Hono<AppEnv>().get("/", allow("stock.costs"), input("query", reportQuery), async (c) =>
    c.json(await stockReport({ db, ...c.req.valid("query"), timeZone })),
  );
}

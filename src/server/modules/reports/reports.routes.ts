import { Hono } from "hono";
import type { AppEnv } from "@server/context";
import type { Db } from "@server/db/client";
import { localDate } from "@server/lib/local-date";
import { allow } from "@server/middleware/guards";
import { usageByMonth, usageCsv } from "./usage-report.service";

/** GET /api/reports/usage.csv: the admin's usage report, as a file download. */
export function reportsRoutes(db: Db, timeZone: string, clock: () => Date) {
  return new Hono<AppEnv>().get("/usage.csv", allow("reports.read"), async (c) => {
    const csv = usageCsv(await usageByMonth({ db, timeZone }));
    c.header("Content-Type", "text/csv; charset=utf-8");
    c.header("Content-Disposition", `attachment; filename="relatorio-uso-${localDate(clock(), timeZone)}.csv"`);
    return c.body(csv);
  });
}

import { Hono } from "hono";
import { agendaQuerySchema } from "@shared/validation/agenda";
import type { AppEnv } from "@server/context";
import type { Db } from "@server/db/client";
import { input } from "@server/lib/input";
import { allow } from "@server/middleware/guards";
import { listAgenda } from "./agenda.service";

/** GET /api/agenda: the staff's visits and expected days over a range of days, optionally one technician's. */
export function agendaRoutes(db: Db) {
  return new Hono<AppEnv>().get("/", allow("agenda.read"), input("query", agendaQuerySchema), async (c) =>
    c.json(await listAgenda({ db, ...c.req.valid("query") })),
  );
}

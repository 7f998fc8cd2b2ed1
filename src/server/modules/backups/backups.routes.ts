import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../../context";
import { AppError } from "../../errors";
import { requireRole } from "../../middleware/guards";
import { listBackups, runBackup, verifyBackups } from "./backups.service";

/** Backups (admin): the list, 'Executar Backup' and 'Verificar Integridade'. */
export function backupsRoutes({ database, env, clock }: Pick<AppDeps, "database" | "env" | "clock">) {
  const db = database.db;
  return new Hono<AppEnv>()
    .use(requireRole("admin"))
    .get("/", async (c) => c.json(await listBackups(db)))
    .post("/", async (c) => {
      const run = await runBackup({ db, backupDir: env.BACKUP_DIR, now: clock(), timeZone: env.APP_TIMEZONE });
      if (!run) throw new AppError("CONFLICT", "Já existe um backup em andamento");
      c.set("audit", { action: "BACKUP_RUN", resourceId: run.runId, metadata: { tables: run.tables.length, errors: run.errors.length } });
      return c.json({ runId: run.runId, tables: run.tables.length, errors: run.errors }, 201);
    })
    .post("/verify", async (c) => {
      const result = await verifyBackups({ db, now: clock() });
      c.set("audit", { action: "BACKUP_VERIFY", metadata: result });
      return c.json(result);
    });
}

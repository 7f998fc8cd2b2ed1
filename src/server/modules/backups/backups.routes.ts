import { join } from "node:path";
import { Hono } from "hono";
import { z } from "zod";
import type { BackupRunResult } from "@shared/security-types";
import type { AppDeps, AppEnv } from "@server/context";
import { CONNECT_TIMEOUT_MS, openPglite, openPostgres } from "@server/db/client";
import { isDatabaseUnavailable } from "@server/db/faults";
import { AppError } from "@server/errors";
import { input } from "@server/lib/input";
import { allow } from "@server/middleware/guards";
import { isStorageUnavailable } from "@server/storage/storage-faults";
import { findRunLocation, listBackups, runBackup } from "./backups.service";
import { restoreRun } from "./restore.service";
import { verifyBackups } from "./verify-backups.service";

const restoreSchema = z.object({
  runId: z.uuid({ error: "Backup não encontrado" }),
  databaseUrl: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: "O destino deve ser uma URL postgres://" })
    .optional(),
});

/** What the admin is told when the bucket was away (docs/decisions/053): 503, and what did not happen. */
const BUCKET_DOWN = {
  backup:
    "Armazenamento de objetos indisponível: o backup não foi feito e nada foi registrado. Tente novamente em instantes.",
  verify: "Armazenamento de objetos indisponível: a verificação não pôde ler os backups. Tente novamente em instantes.",
  restore: "Armazenamento de objetos indisponível: o backup não pôde ser lido do bucket. Tente novamente em instantes.",
};
const bucketDown =
  (step: keyof typeof BUCKET_DOWN) =>
  (error: unknown): never => {
    if (isStorageUnavailable(error)) throw new AppError("SERVICE_UNAVAILABLE", BUCKET_DOWN[step]);
    throw error;
  };

const TARGET_UNREACHABLE = `O banco de destino não respondeu em ${CONNECT_TIMEOUT_MS / 1000} segundos. Confira o endereço e se o PostgreSQL está no ar.`;

/** Backups (admin): the list, 'Executar Backup' and 'Verificar Integridade'. */
export function backupsRoutes({
  database,
  env,
  clock,
  storage,
}: Pick<AppDeps, "database" | "env" | "clock" | "storage">) {
  const db = database.db;
  const bucket = storage.bucket;
  return (
    new Hono<AppEnv>()
      .get("/", allow("backups.manage"), async (c) => c.json(await listBackups({ db })))
      .post("/", allow("backups.manage"), async (c) => {
        const run = await runBackup({
          db,
          backupDir: env.BACKUP_DIR,
          now: clock(),
          timeZone: env.APP_TIMEZONE,
          bucket,
        }).catch(bucketDown("backup"));
        if (!run) throw new AppError("CONFLICT", "Já existe um backup em andamento");
        c.set("audit", {
          action: "BACKUP_RUN",
          resourceId: run.runId,
          metadata: { tables: run.tables.length, errors: run.errors.length },
        });
        return c.json<BackupRunResult>({ runId: run.runId, tables: run.tables.length, errors: run.errors }, 201);
      })
      .post("/verify", allow("backups.manage"), async (c) => {
        const result = await verifyBackups({ db, now: clock(), bucket }).catch(bucketDown("verify"));
        c.set("audit", { action: "BACKUP_VERIFY", metadata: result });
        return c.json(result);
      })
      // Loads a run into an empty database beside the live one: a Postgres server named by the admin,
      // or a new embedded database under DATA_DIR that `npm start` can then be pointed at.
      .post("/restore", allow("backups.manage"), input("json", restoreSchema), async (c) => {
        const { runId, databaseUrl } = c.req.valid("json");
        if (databaseUrl && databaseUrl === env.DATABASE_URL)
          throw new AppError("VALIDATION_ERROR", "O destino deve ser um banco vazio, diferente do atual");
        const location = await findRunLocation({ db, runId });
        const dataDir = join(env.DATA_DIR, `restaurado-${runId.slice(0, 8)}-${clock().getTime()}`);
        const target = databaseUrl ? openPostgres(databaseUrl, 2) : await openPglite(join(dataDir, "pglite"));
        const audit = { action: "BACKUP_RESTORE" as const, resourceId: runId };
        c.set("audit", { ...audit, metadata: { target: databaseUrl ? "postgres" : dataDir } });
        try {
          await target.migrate().catch((error: unknown) => {
            // A target that never answers (a port that is not PostgreSQL) is given up after the connect timeout.
            if (isDatabaseUnavailable(error)) throw new AppError("VALIDATION_ERROR", TARGET_UNREACHABLE);
            throw new AppError("VALIDATION_ERROR", "Não foi possível preparar o banco de destino");
          });
          const result = await restoreRun({ db: target.db, location, bucket, workDir: env.BACKUP_DIR }).catch(
            bucketDown("restore"),
          );
          const { checked, missing } = result.files;
          c.set("audit", {
            ...audit,
            metadata: {
              target: databaseUrl ? "postgres" : dataDir,
              filesChecked: checked,
              filesMissing: missing.length,
            },
          });
          // For the embedded engine, the folder to start the restored copy with: DATA_DIR=<dataDir> npm start.
          return c.json({ ...result, dataDir: databaseUrl ? null : dataDir });
        } finally {
          await target.close().catch(() => undefined);
        }
      })
  );
}

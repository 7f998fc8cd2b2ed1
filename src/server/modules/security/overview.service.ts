import { access, constants, mkdir } from "node:fs/promises";
import { and, count, desc, eq, gte, sql } from "drizzle-orm";
import type { SecurityOverview } from "@shared/security-types";
import type { Database } from "@server/db/client";
import { backups, securityAlerts } from "@server/db/schema/security";

type SystemCheck = SecurityOverview["checks"][number];

/** The dashboard's four cards, its system-status list and last backup: every value from a real check. */
export async function securityOverview({
  database,
  backupDir,
  now,
}: {
  database: Database;
  backupDir: string;
  now: Date;
}): Promise<SecurityOverview> {
  const db = database.db;
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  const [[totals], [active], [critical], [recent], [lastBackup]] = await Promise.all([
    db.select({ n: count() }).from(securityAlerts),
    db.select({ n: count() }).from(securityAlerts).where(eq(securityAlerts.resolved, false)),
    db
      .select({ n: count() })
      .from(securityAlerts)
      .where(and(eq(securityAlerts.resolved, false), eq(securityAlerts.severity, "CRITICAL"))),
    db.select({ n: count() }).from(securityAlerts).where(gte(securityAlerts.createdAt, dayAgo)),
    db.select().from(backups).orderBy(desc(backups.completedAt)).limit(1),
  ]);

  let lastRun: { at: string; tables: number; corrupted: number } | null = null;
  if (lastBackup) {
    const runId = lastBackup.metadata.run_id;
    const files = await db
      .select({ status: backups.status })
      .from(backups)
      .where(sql`${backups.metadata}->>'run_id' = ${runId}`);
    lastRun = {
      at: lastBackup.completedAt.toISOString(),
      tables: files.length,
      corrupted: files.filter((f) => f.status === "CORRUPTED").length,
    };
  }

  const checks: SystemCheck[] = [
    await databaseCheck(database),
    await backupStorageCheck(backupDir),
    backupFreshnessCheck(lastRun, now),
  ];
  return {
    stats: {
      totalAlerts: totals?.n ?? 0,
      activeAlerts: active?.n ?? 0,
      criticalAlerts: critical?.n ?? 0,
      recentAlerts: recent?.n ?? 0,
    },
    checks,
    lastBackup: lastRun,
  };
}

async function databaseCheck(database: Database): Promise<SystemCheck> {
  const started = performance.now();
  try {
    await database.db.execute(sql`select 1`);
    const ms = Math.round(performance.now() - started);
    return {
      name: "Banco de dados",
      ok: true,
      detail: `${database.engine === "pglite" ? "PGlite" : "PostgreSQL"} respondeu em ${ms} ms`,
    };
  } catch {
    return { name: "Banco de dados", ok: false, detail: "Sem resposta" };
  }
}

async function backupStorageCheck(backupDir: string): Promise<SystemCheck> {
  try {
    await mkdir(backupDir, { recursive: true });
    await access(backupDir, constants.W_OK);
    return { name: "Armazenamento de backups", ok: true, detail: "Gravável" };
  } catch {
    return { name: "Armazenamento de backups", ok: false, detail: `Sem permissão de escrita em ${backupDir}` };
  }
}

function backupFreshnessCheck(lastRun: { at: string; corrupted: number } | null, now: Date): SystemCheck {
  if (!lastRun) return { name: "Backup diário", ok: false, detail: "Nenhum backup ainda" };
  if (lastRun.corrupted > 0)
    return {
      name: "Backup diário",
      ok: false,
      detail: `${lastRun.corrupted} arquivo(s) corrompido(s) no último backup`,
    };
  const hours = (now.getTime() - new Date(lastRun.at).getTime()) / 3_600_000;
  return hours <= 26
    ? { name: "Backup diário", ok: true, detail: "Em dia" }
    : { name: "Backup diário", ok: false, detail: `Último backup há ${Math.floor(hours)} horas` };
}

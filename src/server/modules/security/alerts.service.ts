import { and, count, desc, eq, gte, sql } from "drizzle-orm";
import type { ALERT_SEVERITIES, ALERT_TYPES } from "@shared/value-sets";
import type { SecurityAlert } from "@shared/security-types";
import type { Db } from "@server/db/client";
import { securityAlerts } from "@server/db/schema/security";
import { AppError } from "@server/errors";
import { storableJson, storableText } from "@server/lib/storable-text";
import { besideRequestLevel, logger } from "@server/logger";

interface NewAlert {
  type: (typeof ALERT_TYPES)[number];
  severity: (typeof ALERT_SEVERITIES)[number];
  description: string;
  ipAddress?: string | null;
  userId?: string | null;
  /** Identifies "the same thing happening again", so a burst raises one alert, not one per request. */
  key: string;
  metadata?: Record<string, unknown>;
}

const REPEAT_WINDOW_MS = 60 * 60 * 1000;

/**
 * Raises an alert unless the same one (type and key) is still open from the last hour. An alert
 * must never fail the request that detected it, so a failure is logged and swallowed.
 */
export async function raiseAlert({ db, alert, now }: { db: Db; alert: NewAlert; now: Date }): Promise<void> {
  // Keys and descriptions may quote a path or an e-mail a caller sent: made storable first.
  const key = storableText(alert.key, 300);
  try {
    const since = new Date(now.getTime() - REPEAT_WINDOW_MS);
    const [open] = await db
      .select({ n: count() })
      .from(securityAlerts)
      .where(
        and(
          eq(securityAlerts.type, alert.type),
          eq(securityAlerts.resolved, false),
          gte(securityAlerts.createdAt, since),
          sql`${securityAlerts.metadata}->>'key' = ${key}`,
        ),
      );
    if ((open?.n ?? 0) > 0) return;
    await db.insert(securityAlerts).values({
      type: alert.type,
      severity: alert.severity,
      description: storableText(alert.description, 500),
      ipAddress: alert.ipAddress ?? null,
      userId: alert.userId ?? null,
      metadata: storableJson({ ...alert.metadata, key }) as Record<string, unknown>,
      timestamp: now,
      createdAt: now,
    });
  } catch (error) {
    logger[besideRequestLevel(error)]({ err: error, type: alert.type }, "security alert failed");
  }
}

export async function resolveAlert({ db, id, userId, now }: { db: Db; id: string; userId: string; now: Date }) {
  const [row] = await db
    .update(securityAlerts)
    .set({ resolved: true, resolvedAt: now, resolvedBy: userId })
    .where(and(eq(securityAlerts.id, id), eq(securityAlerts.resolved, false)))
    .returning({ id: securityAlerts.id });
  if (!row) throw new AppError("NOT_FOUND", "Alerta não encontrado ou já resolvido");
}

export async function listAlerts({
  db,
  resolved,
  limit,
}: {
  db: Db;
  resolved?: boolean;
  limit: number;
}): Promise<SecurityAlert[]> {
  const severityRank = sql`case ${securityAlerts.severity} when 'CRITICAL' then 0 when 'HIGH' then 1 when 'MEDIUM' then 2 else 3 end`;
  const rows = await db
    .select()
    .from(securityAlerts)
    .where(resolved === undefined ? undefined : eq(securityAlerts.resolved, resolved))
    .orderBy(desc(securityAlerts.createdAt), severityRank)
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    type: r.type,
    severity: r.severity,
    description: r.description,
    ipAddress: r.ipAddress,
    userId: r.userId,
    resolved: r.resolved,
    resolvedAt: r.resolvedAt?.toISOString() ?? null,
    resolvedBy: r.resolvedBy,
    metadata: r.metadata,
    createdAt: r.createdAt.toISOString(),
  }));
}

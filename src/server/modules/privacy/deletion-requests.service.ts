import { and, desc, eq } from "drizzle-orm";
import type { DeletionRequest } from "@shared/privacy-types";
import type { Db } from "@server/db/client";
import { user } from "@server/db/schema/auth";
import { deletionLogs } from "@server/db/schema/privacy";
import { AppError } from "@server/errors";

// A person's requests to be erased, and the admin's list of them; processing one is deletion.service.ts.

/** One pending request per person: a second one would only be processed twice. */
export async function requestDeletion({ db, userId, reason }: { db: Db; userId: string; reason?: string }) {
  const [pending] = await db
    .select({ id: deletionLogs.id })
    .from(deletionLogs)
    .where(and(eq(deletionLogs.userId, userId), eq(deletionLogs.completed, false)));
  if (pending) throw new AppError("CONFLICT", "Já existe uma solicitação de exclusão pendente");
  const [row] = await db
    .insert(deletionLogs)
    .values({ userId, requestedBy: userId, reason: reason ?? null })
    .returning({ id: deletionLogs.id });
  return row!.id;
}

export async function listDeletionRequests({ db }: { db: Db }): Promise<DeletionRequest[]> {
  const rows = await db
    .select({ log: deletionLogs, requesterName: user.name })
    .from(deletionLogs)
    .leftJoin(user, eq(user.id, deletionLogs.requestedBy))
    .orderBy(deletionLogs.completed, desc(deletionLogs.timestamp))
    .limit(200);
  return rows.map(({ log, requesterName }) => ({
    id: log.id,
    userId: log.userId,
    requesterName,
    reason: log.reason,
    completed: log.completed,
    timestamp: log.timestamp.toISOString(),
    completedAt: log.completedAt?.toISOString() ?? null,
  }));
}

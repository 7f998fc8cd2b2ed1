import { randomUUID } from "node:crypto";
import { and, eq, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "@server/db/client";
import { idempotencyKeys } from "@server/db/schema/idempotency";
import { AppError, errorBody } from "@server/errors";
import { countEvent } from "./rate-limit-counters.queries";

/** How long a key and its first answer are kept, and replayed: a day. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60_000;
/**
 * A claim with no answer after this long belongs to a request that will never answer (its instance
 * died mid-way): a retry may take it over when nothing was written, or is told it was done when its
 * write committed. Far past any request's run (shutdown waits 10 s).
 */
export const ABANDONED_CLAIM_MS = 2 * 60_000;

/**
 * What a key answers when its write is done but its own answer is not kept: lost to a fault after the
 * commit, or erased with a person's data (LGPD). No data in it; the write is not run again.
 */
export const DONE_ANSWER_LOST = {
  status: 409,
  body: errorBody(
    "CONFLICT",
    "Esta requisição já foi registrada, mas a resposta dela se perdeu. Atualize a página para ver o resultado.",
  ),
};

const CLAIM_LOST =
  "Esta requisição demorou e foi reenviada: a nova tentativa a está processando, nada foi gravado por esta.";

/** What a key is used for: who sent it, and the request it names. */
export interface KeyedRequest {
  userId: string;
  key: string;
  method: string;
  path: string;
  requestHash: string;
}

export interface StoredKey {
  method: string;
  path: string;
  requestHash: string;
  committed: boolean;
  createdAt: Date;
  responseStatus: number | null;
  responseBody: unknown;
}

/**
 * Claims the key for this request in one statement, so of any number of concurrent requests on any
 * instance one alone wins: a new key, or one whose day is over, or a claim abandoned with nothing
 * written. Answers the claim's id, or null when another request holds the key.
 */
export async function claimKey(db: Db, request: KeyedRequest, now: Date): Promise<string | null> {
  const claim = randomUUID();
  const expiredBefore = new Date(now.getTime() - IDEMPOTENCY_TTL_MS);
  const abandonedBefore = new Date(now.getTime() - ABANDONED_CLAIM_MS);
  const [row] = await db
    .insert(idempotencyKeys)
    .values({ ...request, claim, createdAt: now })
    .onConflictDoUpdate({
      target: [idempotencyKeys.userId, idempotencyKeys.key],
      set: {
        method: request.method,
        path: request.path,
        requestHash: request.requestHash,
        claim,
        committed: false,
        responseStatus: null,
        responseBody: null,
        createdAt: now,
      },
      setWhere: or(
        lt(idempotencyKeys.createdAt, expiredBefore),
        and(
          isNull(idempotencyKeys.responseStatus),
          eq(idempotencyKeys.committed, false),
          lt(idempotencyKeys.createdAt, abandonedBefore),
        ),
      ),
    })
    .returning({ claim: idempotencyKeys.claim });
  return row?.claim ?? null;
}

/** The key as stored, or null when it is gone (its claim released, or cleaned up). */
export async function readKey(db: Db, { userId, key }: { userId: string; key: string }): Promise<StoredKey | null> {
  const [row] = await db
    .select({
      method: idempotencyKeys.method,
      path: idempotencyKeys.path,
      requestHash: idempotencyKeys.requestHash,
      committed: idempotencyKeys.committed,
      createdAt: idempotencyKeys.createdAt,
      responseStatus: idempotencyKeys.responseStatus,
      responseBody: idempotencyKeys.responseBody,
    })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  return row ?? null;
}

/** A claim made by claimKey: the key and the attempt holding it. */
export interface Claim {
  userId: string;
  key: string;
  claim: string;
}

const heldBy = ({ userId, key, claim }: Claim) =>
  and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key), eq(idempotencyKeys.claim, claim));

/**
 * Inside the handler's transaction, as its last statement: the key's write commits with this mark, or
 * not at all when the claim was lost (a retry took it for abandoned while this request was held up
 * past two minutes): that retry runs the write, so this one rolls back. The row's lock orders the two.
 */
export async function markCommitted(tx: Db, claim: Claim): Promise<void> {
  const marked = await tx
    .update(idempotencyKeys)
    .set({ committed: true })
    .where(heldBy(claim))
    .returning({ key: idempotencyKeys.key });
  if (marked.length === 0) throw new AppError("CONFLICT", CLAIM_LOST);
}

/** Keeps the first answer, when the claim that made it still holds the key. */
export async function storeAnswer(db: Db, claim: Claim, answer: { status: number; body: unknown }): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ responseStatus: answer.status, responseBody: answer.body })
    .where(heldBy(claim));
}

/**
 * Lets the key go when its request failed with nothing written, so a retry runs again. Answers false
 * when its write had committed (the failure came after, reading the result back): the key stays.
 */
export async function releaseClaim(db: Db, claim: Claim): Promise<boolean> {
  const released = await db
    .delete(idempotencyKeys)
    .where(and(heldBy(claim), isNull(idempotencyKeys.responseStatus), eq(idempotencyKeys.committed, false)))
    .returning({ key: idempotencyKeys.key });
  return released.length > 0;
}

/**
 * An erasure (LGPD): the kept answers that name these ids (the person's account, their client record)
 * lose their body, for the "done" answer without data; the keys stay, so a retry still runs nothing.
 */
export async function eraseAnswersNaming(tx: Db, ids: string[]): Promise<void> {
  const naming = ids.map((id) => sql`${idempotencyKeys.responseBody}::text like ${`%${id}%`}`);
  await tx
    .update(idempotencyKeys)
    .set({ responseStatus: DONE_ANSWER_LOST.status, responseBody: DONE_ANSWER_LOST.body })
    .where(and(isNotNull(idempotencyKeys.responseStatus), or(...naming)));
}

/** Removes the keys older than a day; returns how many. */
export async function deleteExpiredKeys(db: Db, now: Date): Promise<number> {
  const rows = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_TTL_MS)))
    .returning({ key: idempotencyKeys.key });
  return rows.length;
}

/**
 * The daily clean-up, run once a day across every instance: the first to count it in the day (the
 * atomic count of the rate limits) cleans, the others skip. Returns how many keys went, or null.
 */
export async function cleanUpExpiredKeysOnce(db: Db, now: Date): Promise<number | null> {
  const claim = await countEvent(
    db,
    { kind: "job", identifier: "idempotency-keys-cleanup" },
    { max: 1, windowMinutes: 24 * 60 },
    now,
  );
  if (claim.count > 1) return null;
  return deleteExpiredKeys(db, now);
}

import { createHash } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import type { Context, MiddlewareHandler, Next } from "hono";
import type { ContentfulStatusCode, StatusCode } from "hono/utils/http-status";
import { IDEMPOTENCY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from "@shared/api-types";
import type { AppEnv } from "@server/context";
import type { Db } from "@server/db/client";
import { withLastStepInTransactions } from "@server/db/last-step-in-transactions";
import { AppError } from "@server/errors";
import {
  ABANDONED_CLAIM_MS,
  type Claim,
  claimKey,
  DONE_ANSWER_LOST,
  type KeyedRequest,
  markCommitted,
  readKey,
  releaseClaim,
  type StoredKey,
  storeAnswer,
} from "@server/lib/idempotency-keys.queries";
import { bodyText } from "@server/lib/validate";
import { besideRequestLevel, logger } from "@server/logger";
import { currentUser } from "./guards";

// What a browser's crypto.randomUUID() makes fits, and so do most clients' keys.
const KEY_FORMAT = /^[A-Za-z0-9._:-]{8,100}$/;
const INVALID_KEY = "Idempotency-Key inválida: use de 8 a 100 letras, números, '.', '_', ':' ou '-'";
const KEY_REUSED =
  "Esta Idempotency-Key já foi usada em outra requisição, com outros dados. Envie a nova requisição com outra chave.";
const STILL_RUNNING = "Esta requisição ainda está sendo processada. Aguarde um instante e tente novamente.";

/** How long a duplicate waits for the first request of its key to answer, then 409; and how often it looks. */
const WAIT_MS = 5_000;
const POLL_MS = 100;

/** What a route declares in its input type: the web's typed client must send a key. */
type Declares = { in: { header: { [IDEMPOTENCY_HEADER]: string } }; out: object };

interface IdempotencyOptions {
  db: Db;
  clock: () => Date;
}

/**
 * A write that a retry never doubles (docs/decisions/049), placed after the route's guard and input:
 * with an Idempotency-Key, the first request claims the key (one statement, so one request wins on
 * any instance) and its answer is kept a day; a repeat gets that answer again, with
 * `Idempotent-Replayed: true`, and a duplicate still running is waited for up to WAIT_MS, then 409.
 * The same key with another body or path is a 422. A 5xx lets the key go, so a retry runs again,
 * unless the handler's transaction had committed (it marks the key as it commits): then the key stays,
 * answered "already registered", never run twice. Without the header the route runs as it always did.
 */
export function idempotent({ db, clock }: IdempotencyOptions): MiddlewareHandler<AppEnv, string, Declares> {
  return async (c, next) => {
    const key = c.req.header(IDEMPOTENCY_HEADER);
    if (key === undefined) return next();
    if (!KEY_FORMAT.test(key)) throw new AppError("BAD_REQUEST", INVALID_KEY);
    const request: KeyedRequest = {
      userId: currentUser(c).id,
      key,
      method: c.req.method,
      path: c.req.path,
      requestHash: createHash("sha256")
        .update(await bodyText(c.req))
        .digest("hex"),
    };
    const waitUntil = Date.now() + WAIT_MS;
    for (;;) {
      const claim = await claimKey(db, request, clock());
      if (claim) return runFirst(c, next, db, { userId: request.userId, key, claim });
      const stored = await readKey(db, request);
      // Released by a failed first request between the two statements: claim it again.
      if (!stored) continue;
      if (!sameRequest(stored, request)) throw new AppError("UNPROCESSABLE", KEY_REUSED);
      if (stored.responseStatus !== null) return replay(c, stored.responseStatus, stored.responseBody);
      // Its write committed, and its instance died before keeping the answer.
      if (stored.committed && clock().getTime() - stored.createdAt.getTime() > ABANDONED_CLAIM_MS)
        return replay(c, DONE_ANSWER_LOST.status, DONE_ANSWER_LOST.body);
      if (Date.now() >= waitUntil) throw new AppError("CONFLICT", STILL_RUNNING, { "Retry-After": "1" });
      await sleep(POLL_MS);
    }
  };
}

function sameRequest(stored: StoredKey, request: KeyedRequest): boolean {
  return stored.method === request.method && stored.path === request.path && stored.requestHash === request.requestHash;
}

/** Runs the route and keeps its answer (a success or a refusal), or settles a 5xx. */
async function runFirst(c: Context<AppEnv>, next: Next, db: Db, claim: Claim): Promise<void> {
  try {
    await withLastStepInTransactions((tx) => markCommitted(tx, claim), next);
  } catch (error) {
    await settleFailure(db, claim);
    throw error;
  }
  const status = c.res.status;
  if (status >= 500) return settleFailure(db, claim);
  const text = await c.res.clone().text();
  try {
    await storeAnswer(db, claim, { status, body: text === "" ? null : (JSON.parse(text) as unknown) });
  } catch (error) {
    // The answer still goes out. Once abandoned, the unanswered claim answers as done if its write
    // committed, else a retry takes it over and runs it.
    logger[besideRequestLevel(error)]({ err: error }, "idempotency answer not stored");
  }
}

/** A 5xx: the key goes when nothing was written; a write that committed keeps it, answered as done. */
async function settleFailure(db: Db, claim: Claim): Promise<void> {
  try {
    if (await releaseClaim(db, claim)) return;
    await storeAnswer(db, claim, DONE_ANSWER_LOST);
  } catch (error) {
    // Left as it is: uncommitted, a retry takes it over once abandoned; committed, it answers as done.
    logger[besideRequestLevel(error)]({ err: error }, "idempotency claim not settled");
  }
}

/** The first answer again, marked as a repeat, and audited as one (never with the answer's body). */
function replay(c: Context<AppEnv>, status: number, body: unknown): Response {
  c.set("audit", { action: "REQUEST_REPLAYED", metadata: { status } });
  c.header(IDEMPOTENT_REPLAYED_HEADER, "true");
  if (body === null) return c.body(null, status as StatusCode);
  return c.json(body as object, status as ContentfulStatusCode);
}

import { IDEMPOTENCY_HEADER } from "@shared/api-types";

// Not a key the server accepts (src/server/middleware/idempotency.ts): sent as it is, it would be refused.
const NEW_SUBMISSION = "<submission>";

/**
 * What a call of a route that declares an Idempotency-Key passes as its header (docs/decisions/049):
 * `api.orders.$post({ json, header: idempotencyKey })`. The API client puts the submission's key in
 * its place (submissionKey).
 */
export const idempotencyKey = { [IDEMPOTENCY_HEADER]: NEW_SUBMISSION } as const;

/** Whether a request's header asks for a submission's key. */
export function asksForKey(value: string | null): boolean {
  return value === NEW_SUBMISSION;
}

interface Pending {
  key: string;
  since: number;
}

// Well inside the day the server keeps a key: a retry after that is treated as a new submission.
const KEEP_MS = 60 * 60_000;
const pending = new Map<string, Pending>();

/**
 * The key of a submission, by what it sends (method, address, body): the key of the same request
 * whose outcome is still unknown (a retry, automatic or the user's second click), else a new one. So
 * a form sent again after a lost answer gets the first answer, and a form sent after an edit is new.
 */
export function submissionKey(request: string, now = Date.now()): string {
  for (const [sent, { since }] of pending) if (now - since > KEEP_MS) pending.delete(sent);
  const known = pending.get(request);
  if (known) return known.key;
  const key = crypto.randomUUID();
  pending.set(request, { key, since: now });
  return key;
}

/**
 * The server's answer ends the submission, so the next one is new; but not an answer that may change on
 * a retry: a 5xx (nothing was kept), or one with Retry-After (a 429, the first request of the key still
 * running). No answer at all keeps the key too: the request may have been done.
 */
export function settleSubmission(request: string, answer: { status: number; retryAfter: boolean }): void {
  if (answer.status < 500 && !answer.retryAfter) pending.delete(request);
}

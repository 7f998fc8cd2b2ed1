import { hc, type ClientResponse } from "hono/client";
import type { SuccessStatusCode } from "hono/utils/http-status";
import { toast } from "sonner";
import type { Api } from "@server/api";
import { CSRF_HEADER, CSRF_STORAGE_KEY, IDEMPOTENCY_HEADER, type ApiErrorBody } from "@shared/api-types";
import { COUNTED_AS_HEADER, RATE_LIMIT_MESSAGE, START_UP } from "@shared/rate-limits";
import { asksForKey, settleSubmission, submissionKey } from "./idempotency";
import { countedAs, createRequestLimiter, type CountedAs, type RequestLimiter } from "./request-limits";

/** A failed API call with the server's code and pt-BR message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** A record that does not exist, is not the user's to see, or an id in the address that cannot name one. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

// Shown when there is no answer, or one without the usual error body (a proxy page, a crash).
const FALLBACK_MESSAGE = "Erro interno do servidor. Tente novamente.";

/** The declaration of the calls every page makes to start, which no limit counts. */
export const startUp = { header: { [COUNTED_AS_HEADER]: START_UP } } as const;

/**
 * The API, typed from the server's routes (src/server/api.ts): `api.orders[":id"].$get({ param })`.
 * A route renamed, an input or an answer changed on the server fails the typecheck here.
 */
export const api = hc<Api>(new URL("/api", location.origin).href, { fetch: limitedFetch });

/** The same API, for the report of a locally refused request, which the browser itself never counts. */
const uncounted = hc<Api>(new URL("/api", location.origin).href, { fetch: sendWithCsrf });

type Answer<R> =
  R extends ClientResponse<infer Body, infer Status, infer Format>
    ? Status extends SuccessStatusCode
      ? Format extends "json"
        ? Body
        : void
      : never
    : never;

/** The successful answer of a call, as its route declares it; any refusal throws an ApiError. */
export async function call<R extends ClientResponse<unknown, number, string>>(request: Promise<R>): Promise<Answer<R>> {
  const response = await succeeded(request);
  // A 204 (a delete) has no body to read. Otherwise the body is one of the route's success answers:
  // hc types json() with every answer the route may give, refusals included, which succeeded() threw.
  if (response.status === 204) return undefined as Answer<R>;
  return (await response.json().catch(() => null)) as Answer<R>;
}

/** The response of a call that succeeded, to read as it is (a file); a refusal throws an ApiError. */
export async function succeeded<R extends Response>(request: Promise<R>): Promise<R> {
  const response = await request;
  if (response.ok) return response;
  const body = (await response.json().catch(() => null)) as Partial<ApiErrorBody> | null;
  throw new ApiError(response.status, body?.error?.code ?? "INTERNAL", body?.error?.message ?? FALLBACK_MESSAGE);
}

/** The address of a route that the browser opens itself: an image, a download. */
export function addressOf(url: URL): string {
  return url.pathname + url.search;
}

let limiterLoad: Promise<RequestLimiter | null> | null = null;

/** The server's effective limits, asked once; without them the browser counts nothing (fails open, §8). */
function requestLimiter(): Promise<RequestLimiter | null> {
  limiterLoad ??= call(api.security.level.$get(startUp)).then(
    ({ limits }) => createRequestLimiter(limits),
    () => {
      limiterLoad = null;
      return null;
    },
  );
  return limiterLoad;
}

/** A request the browser refused by its own count: said like the server's 429, and audited. */
function refuseLocally(refused: CountedAs): never {
  const report = { type: "RATE_LIMIT_CLIENT" as const, detail: refused.kind, metadata: { kind: refused.kind } };
  void uncounted.security.events.$post({ json: report }).catch(() => undefined);
  throw new ApiError(429, "RATE_LIMITED", RATE_LIMIT_MESSAGE);
}

/**
 * Every call of `api`: the limits of docs/product.md §9 as the browser counts them, under the limit
 * the route declares (request-limits.ts), the submission's Idempotency-Key where the route declares
 * one (idempotency.ts), then the CSRF token.
 */
async function limitedFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  const declared = headers.get(COUNTED_AS_HEADER);
  headers.delete(COUNTED_AS_HEADER);
  const counted = countedAs({ declared, path: new URL(String(input)).pathname, body: init.body });
  const limiter = counted.length > 0 ? await requestLimiter() : null;
  if (limiter) {
    const refused = limiter.blocked(counted);
    if (refused) refuseLocally(refused);
    limiter.countAttempt(counted);
  }
  // The same request sent again while its outcome is unknown carries the same key.
  const submission = asksForKey(headers.get(IDEMPOTENCY_HEADER))
    ? `${init.method ?? "GET"} ${String(input)}\n${typeof init.body === "string" ? init.body : ""}`
    : null;
  if (submission) headers.set(IDEMPOTENCY_HEADER, submissionKey(submission));
  const response = await sendWithCsrf(input, { ...init, headers });
  const retryAfter = Number(response.headers.get("Retry-After"));
  if (submission) settleSubmission(submission, { status: response.status, retryAfter: retryAfter > 0 });
  limiter?.settle(counted, {
    ok: response.ok,
    status: response.status,
    retryAfterSeconds: retryAfter > 0 ? retryAfter : null,
  });
  return response;
}

/**
 * fetch with the CSRF token on anything but a read, renewed once when the server refuses it, and a
 * lost connection reported as an ApiError like every other failure.
 */
async function sendWithCsrf(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const method = init.method ?? "GET";
  if (method === "GET") return send(input, init);
  const response = await send(input, await withToken(init));
  if (response.status !== 403) return response;
  const refused = (await response
    .clone()
    .json()
    .catch(() => null)) as Partial<ApiErrorBody> | null;
  if (refused?.error?.code !== "CSRF_INVALID") return response;
  let fresh: string;
  try {
    fresh = await refreshCsrfToken();
  } catch {
    toast.error("Erro de Segurança", { description: "Não foi possível renovar o token de segurança." });
    return response;
  }
  return send(input, await withToken(init, fresh));
}

async function withToken(init: RequestInit, token?: string): Promise<RequestInit> {
  const headers = new Headers(init.headers);
  headers.set(CSRF_HEADER, token ?? sessionStorage.getItem(CSRF_STORAGE_KEY) ?? (await refreshCsrfToken()));
  return { ...init, headers };
}

function send(input: RequestInfo | URL, init: RequestInit): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set("Accept", "application/json");
  return fetch(input, { credentials: "same-origin", ...init, headers }).catch(() => {
    throw new ApiError(0, "NETWORK_ERROR", FALLBACK_MESSAGE);
  });
}

/**
 * Asks for a new CSRF token and keeps it for the tab. The token is bound to the session
 * cookie, so it must be renewed after every sign-in and sign-out.
 */
export async function refreshCsrfToken(): Promise<string> {
  try {
    const { token } = await call(api.csrf.$get(startUp));
    sessionStorage.setItem(CSRF_STORAGE_KEY, token);
    return token;
  } catch (error) {
    // A stale token would only earn a 403; the next request fetches a fresh one instead.
    sessionStorage.removeItem(CSRF_STORAGE_KEY);
    throw error;
  }
}

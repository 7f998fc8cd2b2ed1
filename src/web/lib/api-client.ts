import { toast } from "sonner";
import { CSRF_HEADER, CSRF_STORAGE_KEY, type ApiErrorBody, type CsrfResponse } from "@shared/api-types";
import { RATE_LIMIT_MESSAGE } from "@shared/rate-limits";
import type { SecurityLevelResponse } from "@shared/security-level";
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

let limiterLoad: Promise<RequestLimiter | null> | null = null;

/** The server's effective limits, asked once; without them the browser counts nothing (fails open, spec §8). */
function requestLimiter(): Promise<RequestLimiter | null> {
  limiterLoad ??= apiGet<SecurityLevelResponse>("/security/level").then(
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
  void send("POST", "/security/events", {
    type: "RATE_LIMIT_CLIENT",
    detail: refused.kind,
    metadata: { kind: refused.kind },
  }).catch(() => undefined);
  throw new ApiError(429, "RATE_LIMITED", RATE_LIMIT_MESSAGE);
}

/**
 * fetch, after the limits of spec §9 as the browser counts them (request-limits.ts), with a lost
 * connection reported as an ApiError like every other failure.
 */
async function request(path: string, init: RequestInit, body?: unknown): Promise<Response> {
  const counted = countedAs(init.method ?? "GET", path, body);
  const limiter = counted.length > 0 ? await requestLimiter() : null;
  if (limiter) {
    const refused = limiter.blocked(counted);
    if (refused) refuseLocally(refused);
    limiter.countAttempt(counted);
  }
  const response = await fetch(`/api${path}`, { credentials: "same-origin", ...init }).catch(() => {
    throw new ApiError(0, "NETWORK_ERROR", FALLBACK_MESSAGE);
  });
  const retryAfter = Number(response.headers.get("Retry-After"));
  limiter?.settle(counted, {
    ok: response.ok,
    status: response.status,
    retryAfterSeconds: retryAfter > 0 ? retryAfter : null,
  });
  return response;
}

async function parse<T>(response: Response): Promise<T> {
  // A 204 (a delete) has no body to read.
  if (response.status === 204) return undefined as T;
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) return body as T;
  const error = (body as Partial<ApiErrorBody> | null)?.error;
  throw new ApiError(response.status, error?.code ?? "INTERNAL", error?.message ?? FALLBACK_MESSAGE);
}

export function apiGet<T>(path: string): Promise<T> {
  return request(path, { headers: { Accept: "application/json" } }).then((r) => parse<T>(r));
}

/**
 * Asks for a new CSRF token and keeps it for the tab. The token is bound to the session
 * cookie, so it must be renewed after every sign-in and sign-out.
 */
export async function refreshCsrfToken(): Promise<string> {
  try {
    const { token } = await apiGet<CsrfResponse>("/csrf");
    sessionStorage.setItem(CSRF_STORAGE_KEY, token);
    return token;
  } catch (error) {
    // A stale token would only earn a 403; the next request fetches a fresh one instead.
    sessionStorage.removeItem(CSRF_STORAGE_KEY);
    throw error;
  }
}

async function send(method: string, path: string, body: unknown, token?: string): Promise<Response> {
  token ??= sessionStorage.getItem(CSRF_STORAGE_KEY) ?? (await refreshCsrfToken());
  // A file upload leaves Content-Type to the browser, which adds the multipart boundary.
  if (body instanceof FormData) {
    return request(path, { method, headers: { Accept: "application/json", [CSRF_HEADER]: token }, body }, body);
  }
  return request(
    path,
    {
      method,
      headers: { Accept: "application/json", "Content-Type": "application/json", [CSRF_HEADER]: token },
      body: JSON.stringify(body ?? {}),
    },
    body,
  );
}

/**
 * A state-changing call: carries the CSRF token and renews it once when the server refuses it.
 * The body is sent as JSON, or as multipart when it is FormData.
 */
export async function apiSend<T>(
  method: "POST" | "PUT" | "PATCH" | "DELETE",
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await send(method, path, body);
  if (response.status !== 403) return parse<T>(response);

  const refused = await parse<T>(response.clone()).catch((error: unknown) => error);
  if (!(refused instanceof ApiError) || refused.code !== "CSRF_INVALID") return parse<T>(response);

  let fresh: string;
  try {
    fresh = await refreshCsrfToken();
  } catch {
    toast.error("Erro de Segurança", { description: "Não foi possível renovar o token de segurança." });
    throw refused;
  }
  return parse<T>(await send(method, path, body, fresh));
}

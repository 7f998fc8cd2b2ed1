import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { matchedRoutes } from "hono/route";
import type { AppEnv } from "@server/context";
import { AppError } from "@server/errors";
import { isTrackingPath } from "@server/lib/tracking-path";

/** The most a request body may carry unless its route declares more: every JSON form fits many times over. */
const JSON_BODY_MAX_BYTES = 100 * 1024;
const BODY_TOO_LARGE = "A requisição excede o tamanho máximo de 100 KB";

const LARGE = Symbol("large body");

/**
 * A route's own body limit, past JSON_BODY_MAX_BYTES (uploads): 413 with a pt-BR message, checked
 * before the body is read. Placed after the route's guards and rate limit, so only a caller allowed
 * to upload can make the server hold that much; limitBodies leaves such a route to it.
 */
export function largeBody(maxBytes: number, message: string): MiddlewareHandler<AppEnv> {
  return Object.assign(bodyLimitOf(maxBytes, message), { [LARGE]: true });
}

// A GET or HEAD has no body to bound; asking for it would make @hono/node-server build a whole Request
// for every read, which halved the throughput of the lightest answers.
const bodiless = (c: Context<AppEnv>) => c.req.method === "GET" || c.req.method === "HEAD";

/** A body limit: 413 with a pt-BR message, checked before the body is read. A GET or HEAD passes as it is. */
export function bodyLimitOf(maxBytes: number, message: string): MiddlewareHandler<AppEnv> {
  const limit = bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw new AppError("PAYLOAD_TOO_LARGE", message);
    },
  });
  return async (c, next) => (bodiless(c) ? next() : limit(c, next));
}

/**
 * Bounds every request body at JSON_BODY_MAX_BYTES before anything reads it: a declared Content-Length
 * over the limit is refused at once, and a chunked body is cut off as soon as it passes it. A route
 * that declares a largeBody of its own applies it instead. The public tracking pages bound their own,
 * after their per-address limit, and answer as pages (modules/tracking/tracking-page.ts).
 */
export function limitBodies(): MiddlewareHandler<AppEnv> {
  const json = bodyLimitOf(JSON_BODY_MAX_BYTES, BODY_TOO_LARGE);
  return async (c, next) => {
    if (bodiless(c) || isTrackingPath(c.req.path)) return next();
    if (matchedRoutes(c).some((route) => LARGE in (route.handler as object))) return next();
    return json(c, next);
  };
}

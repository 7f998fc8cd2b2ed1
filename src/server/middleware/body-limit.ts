import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppEnv } from "@server/context";
import { AppError } from "@server/errors";

/** The most a request body may carry unless its route declares more: every JSON form fits many times over. */
const JSON_BODY_MAX_BYTES = 100 * 1024;
const BODY_TOO_LARGE = "A requisição excede o tamanho máximo de 100 KB";

/** A route that takes more than JSON_BODY_MAX_BYTES, limited by its own `largeBody` after its guards. */
export interface LargeBodyRoute {
  method: string;
  path: RegExp;
}

/** A body limit that answers 413 with a pt-BR message, checked before the body is read. */
export function largeBody(maxBytes: number, message: string): MiddlewareHandler<AppEnv> {
  return bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw new AppError("PAYLOAD_TOO_LARGE", message);
    },
  });
}

/**
 * Bounds every request body at JSON_BODY_MAX_BYTES before anything reads it: a declared Content-Length
 * over the limit is refused at once, and a chunked body is cut off as soon as it passes it. The routes
 * of `largeBodyRoutes` apply their own, larger limit after sign-in and their rate limit, so an
 * anonymous caller can never make the server hold more than the JSON limit.
 */
export function limitBodies(largeBodyRoutes: LargeBodyRoute[]): MiddlewareHandler<AppEnv> {
  const json = largeBody(JSON_BODY_MAX_BYTES, BODY_TOO_LARGE);
  return async (c, next) => {
    // A GET or HEAD has no body to bound; asking for it would make @hono/node-server build a whole
    // Request for every read, which halved the throughput of the lightest answers.
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    const declared = largeBodyRoutes.some((route) => route.method === c.req.method && route.path.test(c.req.path));
    if (declared) return next();
    return json(c, next);
  };
}

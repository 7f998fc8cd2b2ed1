import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "@server/context";
import { isDatabaseUnavailable } from "@server/db/faults";
import { AppError } from "@server/errors";
import { logger } from "@server/logger";
import { loggedPath } from "@server/lib/tracking-path";

// Refusals worth an operator's eye (someone without access, someone past a limit) go at warn.
const WARN_STATUSES = new Set([401, 403, 413, 429]);
// A balancer asks these every second or so per instance: their answers go at debug unless they fail.
const PROBES = new Set(["/api/health/live", "/api/health/ready"]);

/**
 * One log line per request, with its request id, when its answer is known. A refusal the app
 * expects (bad input, a wrong password) is info or warn without a stack; a 5xx is a fault, logged
 * at error with the error that caused it (the database's message alone when it could not be reached).
 */
export function requestLog(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    // An answer a route passed on as it came (better-auth's) misses the id requestId() set on the context.
    if (!c.res.headers.has("x-request-id")) c.res.headers.set("x-request-id", c.get("requestId"));
    const status = c.res.status;
    const fields = {
      reqId: c.get("requestId"),
      method: c.req.method,
      path: loggedPath(c.req.path),
      status,
      ms: Math.round(performance.now() - started),
      ip: c.get("ip"),
      userId: c.get("user")?.id,
    };
    const error = c.error;
    if (status >= 500) {
      if (isDatabaseUnavailable(error))
        logger.error({ ...fields, cause: innermostMessage(error) }, "database unavailable");
      else logger.error({ ...fields, err: error }, "request failed");
    } else if (status >= 400) {
      const code = error instanceof AppError ? error.code : undefined;
      logger[WARN_STATUSES.has(status) ? "warn" : "info"](
        { ...fields, code, reason: error?.message },
        "request refused",
      );
    } else {
      logger[PROBES.has(c.req.path) ? "debug" : "info"](fields, "request");
    }
  };
}

function innermostMessage(error: unknown): string {
  let e = error;
  while (e && typeof e === "object" && "cause" in e && e.cause) e = e.cause;
  return e instanceof Error ? e.message : String(e);
}

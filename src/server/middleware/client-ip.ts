import { getConnInfo } from "@hono/node-server/conninfo";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "@server/context";

/**
 * The client IP is the socket's peer; X-Forwarded-For is believed only behind a proxy the
 * operator declared (TRUST_PROXY), else any client could claim any address (docs/product.md §7).
 */
export function clientIp(trustProxy: boolean): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const forwarded = trustProxy ? c.req.header("x-forwarded-for")?.split(",")[0]?.trim() : undefined;
    c.set("ip", forwarded || socketAddress(c) || "unknown");
    await next();
  };
}

function socketAddress(c: Parameters<typeof getConnInfo>[0]): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    // app.request() in tests has no socket.
    return undefined;
  }
}

import type { Context, MiddlewareHandler } from "hono";
import type { SessionUser } from "@shared/api-types";
import type { Role } from "@shared/roles";
import type { AppEnv } from "@server/context";
import { AppError } from "@server/errors";

/** Anonymous requests get 401; the audit middleware records the refusal. */
export const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.get("user")) {
    c.set("audit", { action: "UNAUTHORIZED_ACCESS" });
    throw new AppError("UNAUTHORIZED");
  }
  await next();
};

/** A signed-in user whose role is not listed gets 403, audited. */
export function requireRole(...roles: Role[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = c.get("user");
    if (!user) {
      c.set("audit", { action: "UNAUTHORIZED_ACCESS" });
      throw new AppError("UNAUTHORIZED");
    }
    if (!roles.includes(user.role)) {
      c.set("audit", { action: "FORBIDDEN_ACCESS", metadata: { role: user.role, required: roles } });
      throw new AppError("FORBIDDEN");
    }
    await next();
  };
}

/** The signed-in user of a route behind requireUser or requireRole. */
export function currentUser(c: Context<AppEnv>): SessionUser {
  const user = c.get("user");
  if (!user) throw new AppError("UNAUTHORIZED");
  return user;
}

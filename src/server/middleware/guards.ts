import type { Context, MiddlewareHandler } from "hono";
import type { SessionUser } from "@shared/api-types";
import { can, POLICY, type Permission } from "@shared/permissions";
import type { AppEnv } from "@server/context";
import { AppError } from "@server/errors";

/** Who may call a route: a permission of the shared policy, or anyone, signed in or not. */
export type Access = Permission | "anyone";

const ACCESS = Symbol("access");
type Guard = MiddlewareHandler<AppEnv> & { [ACCESS]: Access };

/**
 * A route's access declaration, its first handler: anonymous requests get 401, a role the policy
 * (src/shared/permissions.ts) does not grant the permission gets 403; both audited.
 */
export function allow(permission: Permission): MiddlewareHandler<AppEnv> {
  const guard: MiddlewareHandler<AppEnv> = async (c, next) => {
    const user = c.get("user");
    if (!user) {
      c.set("audit", { action: "UNAUTHORIZED_ACCESS" });
      throw new AppError("UNAUTHORIZED");
    }
    if (!can(user.role, permission)) {
      c.set("audit", { action: "FORBIDDEN_ACCESS", metadata: { role: user.role, required: POLICY[permission] } });
      throw new AppError("FORBIDDEN");
    }
    await next();
  };
  return Object.assign(guard, { [ACCESS]: permission });
}

/** The declaration of a route anyone may call: the session, CSRF token, sign-in, health and limits. */
export const allowAnyone: MiddlewareHandler<AppEnv> = Object.assign(
  async (_c: Context<AppEnv>, next: () => Promise<void>) => {
    await next();
  },
  { [ACCESS]: "anyone" as const },
);

/** The access a handler declares, when it is a guard made by allow() or allowAnyone. */
export function accessOf(handler: unknown): Access | undefined {
  return typeof handler === "function" ? (handler as Partial<Guard>)[ACCESS] : undefined;
}

/** The signed-in user of a route behind allow(). */
export function currentUser(c: Context<AppEnv>): SessionUser {
  const user = c.get("user");
  if (!user) throw new AppError("UNAUTHORIZED");
  return user;
}

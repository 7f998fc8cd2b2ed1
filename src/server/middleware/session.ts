import type { MiddlewareHandler } from "hono";
import { roleOf } from "../../shared/roles";
import type { Auth } from "../auth";
import type { AppEnv } from "../context";

/** Resolves the signed-in user (if any) from the session cookie, once per request. */
export function resolveSession(auth: Auth): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const result = await auth.api.getSession({ headers: c.req.raw.headers });
    if (result) {
      const u = result.user as typeof result.user & { role?: string | null; phone?: string | null };
      c.set("user", { id: u.id, name: u.name, email: u.email, role: roleOf(u.role), phone: u.phone ?? null });
      c.set("sessionId", result.session.id);
    } else {
      c.set("user", null);
      c.set("sessionId", null);
    }
    await next();
  };
}

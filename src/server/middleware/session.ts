import type { MiddlewareHandler } from "hono";
import { roleOf } from "../../shared/roles";
import type { Auth } from "../auth";
import type { AppEnv } from "../context";

/** Resolves the signed-in user (if any) from the session cookie, once per request. */
export function resolveSession(auth: Auth): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { headers, response } = await auth.api.getSession({ headers: c.req.raw.headers, returnHeaders: true });
    if (response) {
      const u = response.user as typeof response.user & { role?: string | null; phone?: string | null };
      c.set("user", { id: u.id, name: u.name, email: u.email, role: roleOf(u.role), phone: u.phone ?? null });
      c.set("sessionId", response.session.id);
    } else {
      c.set("user", null);
      c.set("sessionId", null);
    }
    await next();
    // better-auth extends an active session once a day (or clears a dead one); its cookie must reach
    // the browser, unless the route itself set that cookie (sign-in, sign-out), which wins.
    const setByRoute = new Set(c.res.headers.getSetCookie().map(cookieName));
    for (const cookie of headers.getSetCookie()) {
      if (!setByRoute.has(cookieName(cookie))) c.res.headers.append("set-cookie", cookie);
    }
  };
}

const cookieName = (setCookie: string) => setCookie.slice(0, setCookie.indexOf("="));

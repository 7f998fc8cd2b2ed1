import { Hono } from "hono";
import type { SessionResponse } from "@shared/api-types";
import type { AppEnv } from "@server/context";
import { allowAnyone } from "@server/middleware/guards";
import { startUpCall } from "@server/middleware/rate-limit";

/**
 * GET /api/session: the signed-in user, or null; never 401, so the web can tell "signed out" from an
 * error. `confirmEmail` asks a customer to confirm their address (only when e-mail is configured).
 */
export const sessionRoutes = (mailConfigured: boolean) =>
  new Hono<AppEnv>().get("/", allowAnyone, startUpCall, (c) => {
    c.header("Cache-Control", "no-store");
    const user = c.get("user");
    const confirmEmail = mailConfigured && user?.role === "cliente" && !user.emailVerified;
    return c.json<SessionResponse>({ user, confirmEmail });
  });

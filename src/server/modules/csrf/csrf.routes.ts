import { Hono } from "hono";
import type { CsrfResponse } from "@shared/api-types";
import type { AppEnv } from "@server/context";
import { issueCsrfToken } from "@server/lib/csrf-token";
import { ensureCsrfBinding } from "@server/middleware/csrf";
import { allowAnyone } from "@server/middleware/guards";
import { startUpCall } from "@server/middleware/rate-limit";

/** GET /api/csrf: a fresh token for this browser, available before sign-in. */
export function csrfRoutes(options: { secret: string; secureCookies: boolean; clock: () => Date }) {
  return new Hono<AppEnv>().get("/", allowAnyone, startUpCall, (c) => {
    const binding = ensureCsrfBinding(c, options.secureCookies);
    c.header("Cache-Control", "no-store");
    return c.json<CsrfResponse>({ token: issueCsrfToken(options.secret, binding, options.clock()) });
  });
}

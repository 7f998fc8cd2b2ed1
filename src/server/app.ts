import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { requestId } from "hono/request-id";
import type { AppDeps, AppEnv } from "./context";
import { isDatabaseUnavailable } from "./db/faults";
import { AppError, DEFAULT_MESSAGES, errorBody } from "./errors";
import { TRACKING_PATH } from "./lib/tracking-path";
import { auditTrail } from "./middleware/audit";
import { limitBodies } from "./middleware/body-limit";
import { clientIp } from "./middleware/client-ip";
import { compression } from "./middleware/compression";
import { anonymousLimits } from "./middleware/rate-limit";
import { requestLog } from "./middleware/request-log";
import { securityHeaders } from "./middleware/security-headers";
import { resolveSession } from "./middleware/session";
import { apiRoutes } from "./api";
import { writeAudit } from "./modules/audit/audit.service";
import { alertOnPrivilegeEscalation } from "./modules/security/privilege-escalation";
import { trackingHeaders, trackingPages } from "./modules/tracking/tracking-page";
import { serveWeb } from "./static-web";
import { isStorageUnavailable, STORAGE_UNAVAILABLE_MESSAGE } from "./storage/storage-faults";

interface AppOptions extends AppDeps {
  /** The built web app (dist/web); omitted in API tests. */
  webRoot?: string;
}

/**
 * The whole HTTP surface. Path of a request: request id → request log → security headers → client
 * IP → audit trail → body limit → session → anonymous rate limits → (API) CSRF/origin → route
 * (parse, authorize, limit, call a service) → onError maps failures to pt-BR JSON.
 */
export function createApp(deps: AppOptions) {
  const { database, env, auth, limits, clock } = deps;
  const servedOverHttps = env.APP_URL.startsWith("https://");

  const app = new Hono<AppEnv>()
    // gzip (when the client accepts it) for JSON, CSV and the web app's text files, streamed; images
    // such as the device photos are compressed already and pass as they are.
    .use(compression())
    .use(requestId())
    .use(requestLog())
    .use(
      securityHeaders({
        origins: { maps: new URL(env.CSP_MAPS_ORIGIN).origin, payment: new URL(env.CSP_PAYMENT_ORIGIN).origin },
        https: servedOverHttps,
      }),
    )
    // Every answer under /acompanhar/, a refusal of the chain's included: noindex, no-store, no referrer.
    .use(`${TRACKING_PATH}/*`, trackingHeaders)
    .use(clientIp(env.TRUST_PROXY))
    // The audit module keeps the row; the security module watches it for privilege escalation.
    .use(
      auditTrail(async (entry) => {
        await writeAudit({ db: database.db, entry });
        await alertOnPrivilegeEscalation(database.db, entry, clock());
      }),
    )
    .use(limitBodies())
    // Who is asking, for the API and the pages alike: a valid session's user, or nobody.
    .use(resolveSession(auth, () => clock().getTime()))
    .use(anonymousLimits({ db: database.db, limits, clock }))
    .route("/api", apiRoutes(deps))
    .route(
      TRACKING_PATH,
      trackingPages({ db: database.db, limiter: { db: database.db, limits, clock }, timeZone: env.APP_TIMEZONE }),
    );

  // Logged by requestLog, which sees the error in c.error.
  app.onError((error, c) => {
    // An answer already made, such as better-auth's refusal in pt-BR (modules/auth/auth.routes.ts).
    if (error instanceof HTTPException) return error.getResponse();
    if (error instanceof AppError) {
      for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
      return c.json(errorBody(error.code, error.message), error.status);
    }
    // Before the database's check: a bucket's network error (ECONNRESET…) would pass for the database's.
    if (isStorageUnavailable(error)) {
      c.header("Retry-After", "5");
      return c.json(errorBody("SERVICE_UNAVAILABLE", STORAGE_UNAVAILABLE_MESSAGE), 503);
    }
    if (isDatabaseUnavailable(error)) {
      c.header("Retry-After", "5");
      return c.json(errorBody("SERVICE_UNAVAILABLE", DEFAULT_MESSAGES.SERVICE_UNAVAILABLE), 503);
    }
    return c.json(errorBody("INTERNAL", DEFAULT_MESSAGES.INTERNAL), 500);
  });

  if (deps.webRoot) serveWeb(app, deps.webRoot);
  return app;
}

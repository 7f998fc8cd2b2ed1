import { Hono } from "hono";
import { requestId } from "hono/request-id";
import type { AppDeps, AppEnv } from "./context";
import { isDatabaseUnavailable } from "./db/faults";
import { AppError, DEFAULT_MESSAGES, errorBody } from "./errors";
import { auditTrail } from "./middleware/audit";
import { limitBodies } from "./middleware/body-limit";
import { clientIp } from "./middleware/client-ip";
import { compression } from "./middleware/compression";
import { csrfProtection } from "./middleware/csrf";
import { anonymousLimits } from "./middleware/rate-limit";
import { requestLog } from "./middleware/request-log";
import { securityHeaders } from "./middleware/security-headers";
import { resolveSession } from "./middleware/session";
import { auditLogRoutes } from "./modules/audit/audit-log.routes";
import { authRoutes } from "./modules/auth/auth.routes";
import { backupsRoutes } from "./modules/backups/backups.routes";
import { clientsRoutes } from "./modules/clients/clients.routes";
import { companyRoutes } from "./modules/company/company.routes";
import { sessionRoutes } from "./modules/auth/session.routes";
import { csrfRoutes } from "./modules/csrf/csrf.routes";
import { dashboardRoutes } from "./modules/dashboard/dashboard.routes";
import { healthRoutes } from "./modules/health/health.routes";
import { notificationsRoutes } from "./modules/notifications/notifications.routes";
import { ordersRoutes, PHOTO_UPLOAD_ROUTE } from "./modules/orders/orders.routes";
import { privacyRoutes } from "./modules/privacy/privacy.routes";
import { profileRoutes } from "./modules/profile/profile.routes";
import { reportsRoutes } from "./modules/reports/reports.routes";
import { searchRoutes } from "./modules/search/search.routes";
import { securityRoutes } from "./modules/security/security.routes";
import { systemRoutes } from "./modules/system/system.routes";
import { ticketsRoutes } from "./modules/tickets/tickets.routes";
import { usersRoutes } from "./modules/users/users.routes";
import { serveWeb } from "./static-web";
import { trustedOrigins } from "./trusted-origins";

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
  const { database, env, auth, secret, limits, clock } = deps;
  const servedOverHttps = env.APP_URL.startsWith("https://");

  const limiter = { db: database.db, limits, clock };
  const api = new Hono<AppEnv>()
    .use(csrfProtection({ secret, trustedOrigins: trustedOrigins(env), clock }))
    .route("/health", healthRoutes(database))
    .route("/csrf", csrfRoutes({ secret, secureCookies: servedOverHttps, clock }))
    .route("/session", sessionRoutes)
    .route("/auth", authRoutes({ auth, db: database.db, limits, clock }))
    .route("/dashboard", dashboardRoutes({ database, env, clock }))
    .route("/clients", clientsRoutes(database.db))
    .route("/orders", ordersRoutes(database.db, limiter))
    .route("/company", companyRoutes(database.db))
    .route("/tickets", ticketsRoutes(database.db))
    .route("/users", usersRoutes(database.db, auth, limiter))
    .route("/profile", profileRoutes(database.db, auth, limiter))
    .route("/notifications", notificationsRoutes(database.db, clock))
    .route("/search", searchRoutes(database.db))
    .route("/system", systemRoutes(database))
    .route("/reports", reportsRoutes(database.db, env.APP_TIMEZONE, clock))
    .route("/privacy", privacyRoutes({ db: database.db, clock, timeZone: env.APP_TIMEZONE }))
    .route("/audit-logs", auditLogRoutes(database.db))
    .route("/security", securityRoutes({ database, env, limits, clock }))
    .route("/backups", backupsRoutes({ database, env, clock }))
    .all("/*", () => {
      throw new AppError("NOT_FOUND");
    });

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
    .use(clientIp(env.TRUST_PROXY))
    .use(auditTrail(database.db, clock))
    .use(limitBodies([PHOTO_UPLOAD_ROUTE]))
    // Who is asking, for the API and the pages alike: a valid session's user, or nobody.
    .use(resolveSession(auth, () => clock().getTime()))
    .use(anonymousLimits(limiter))
    .route("/api", api);

  // Logged by requestLog, which sees the error in c.error.
  app.onError((error, c) => {
    if (error instanceof AppError) {
      for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
      return c.json(errorBody(error.code, error.message), error.status);
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

import { Hono } from "hono";
import type { AppDeps, AppEnv } from "./context";
import { AppError } from "./errors";
import { csrfProtection } from "./middleware/csrf";
import { usableLinks } from "./modules/account/account-tokens.queries";
import { accountRoutes } from "./modules/account/account.routes";
import { clientInvitationRoutes } from "./modules/account/client-invitation.routes";
import { agendaRoutes } from "./modules/agenda/agenda.routes";
import { auditLogRoutes } from "./modules/audit/audit-log.routes";
import { authRoutes } from "./modules/auth/auth.routes";
import { sessionRoutes } from "./modules/auth/session.routes";
import { backupsRoutes } from "./modules/backups/backups.routes";
import { cashRoutes } from "./modules/cash/cash.routes";
import { clientsRoutes } from "./modules/clients/clients.routes";
import { companyRoutes } from "./modules/company/company.routes";
import { csrfRoutes } from "./modules/csrf/csrf.routes";
import { dashboardRoutes } from "./modules/dashboard/dashboard.routes";
import { healthRoutes } from "./modules/health/health.routes";
import type { LinkSources } from "./modules/mail/mail-links";
import { mailRoutes } from "./modules/mail/mail.routes";
import { notificationsRoutes } from "./modules/notifications/notifications.routes";
import { orderPartsRoutes } from "./modules/orders/order-parts.routes";
import { ordersRoutes } from "./modules/orders/orders.routes";
import { clientBalanceRoutes } from "./modules/payments/client-balance.routes";
import { orderPaymentRoutes, paymentReversalRoutes } from "./modules/payments/payments.routes";
import { orderPixRoutes, pixSettingsRoutes } from "./modules/payments/pix.routes";
import { quotesRoutes } from "./modules/quotes/quotes.routes";
import { receivablesRoutes } from "./modules/receivables/receivables.routes";
import { currentTrackingUrl } from "./modules/tracking/tracking-link.queries";
import { trackingRoutes } from "./modules/tracking/tracking.routes";
import { privacyRoutes } from "./modules/privacy/privacy.routes";
import { profileRoutes } from "./modules/profile/profile.routes";
import { reportsRoutes } from "./modules/reports/reports.routes";
import { revenueRoutes } from "./modules/revenue/revenue.routes";
import { salesRoutes } from "./modules/sales/sales.routes";
import { searchRoutes } from "./modules/search/search.routes";
import { productsRoutes } from "./modules/stock/products.routes";
import { purchasesRoutes } from "./modules/stock/purchases.routes";
import { stockReportRoutes } from "./modules/stock/stock-report.routes";
import { suppliersRoutes } from "./modules/stock/suppliers.routes";
import { securityRoutes } from "./modules/security/security.routes";
import { systemRoutes } from "./modules/system/system.routes";
import { ticketsRoutes } from "./modules/tickets/tickets.routes";
import { usersRoutes } from "./modules/users/users.routes";
import { whatsappRoutes, whatsappTemplateRoutes } from "./modules/whatsapp/whatsapp.routes";
import { trustedOrigins } from "./trusted-origins";

/**
 * The API under /api: every route, declared once in its module's routes file (method, path, who may
 * call it, its input schema, its limit, its answer). Its type, Api, is the contract the web's client is
 * typed from (src/web/lib/api-client.ts): a route renamed or an answer changed here fails the web's
 * typecheck where it is called.
 */
export function apiRoutes(deps: AppDeps) {
  const { database, env, auth, secret, limits, clock } = deps;
  const limiter = { db: database.db, limits, clock };
  const mailConfigured = Boolean(env.SMTP_URL);
  return new Hono<AppEnv>()
    .use(csrfProtection({ secret, trustedOrigins: trustedOrigins(env), clock }))
    .route("/health", healthRoutes({ database, storage: deps.storage, draining: deps.draining }))
    .route("/csrf", csrfRoutes({ secret, secureCookies: env.APP_URL.startsWith("https://"), clock }))
    .route("/session", sessionRoutes(mailConfigured))
    .route("/auth", authRoutes({ auth, db: database.db, limiter, mailConfigured }))
    .route(
      "/account",
      accountRoutes({ db: database.db, auth, limiter, mailConfigured, passwordResetFloor: deps.passwordResetFloor }),
    )
    .route("/dashboard", dashboardRoutes({ database, env, clock }))
    .route("/clients", clientsRoutes({ db: database.db, mailConfigured, clock }))
    .route("/clients", clientInvitationRoutes({ db: database.db, mailConfigured, appUrl: env.APP_URL, clock }))
    .route("/orders", ordersRoutes(database.db, deps.storage, limiter, env.APP_TIMEZONE))
    .route("/orders", trackingRoutes({ db: database.db, secret, appUrl: env.APP_URL, clock }))
    .route("/orders", quotesRoutes(database.db, clock))
    .route("/orders", whatsappRoutes({ db: database.db, secret, appUrl: env.APP_URL }))
    .route("/orders", orderPaymentRoutes({ db: database.db, clock, timeZone: env.APP_TIMEZONE }))
    .route("/orders", orderPixRoutes({ db: database.db }))
    .route("/orders", orderPartsRoutes({ db: database.db, clock }))
    .route("/payments", paymentReversalRoutes({ db: database.db, clock, timeZone: env.APP_TIMEZONE }))
    .route("/payments", clientBalanceRoutes({ db: database.db }))
    .route("/cash", cashRoutes({ db: database.db, clock }))
    .route("/receivables", receivablesRoutes({ db: database.db, clock, timeZone: env.APP_TIMEZONE }))
    .route("/revenue", revenueRoutes({ db: database.db, timeZone: env.APP_TIMEZONE }))
    .route("/products", productsRoutes({ db: database.db }))
    .route("/stock-report", stockReportRoutes({ db: database.db, timeZone: env.APP_TIMEZONE }))
    .route("/suppliers", suppliersRoutes({ db: database.db }))
    .route("/purchases", purchasesRoutes({ db: database.db, clock, timeZone: env.APP_TIMEZONE }))
    .route("/sales", salesRoutes({ db: database.db, clock, timeZone: env.APP_TIMEZONE }))
    .route("/company", companyRoutes(database.db))
    .route("/company", whatsappTemplateRoutes(database.db))
    .route("/company", pixSettingsRoutes({ db: database.db }))
    .route("/agenda", agendaRoutes(database.db))
    .route("/tickets", ticketsRoutes(database.db, clock))
    .route("/users", usersRoutes(database.db, auth, limiter))
    .route("/profile", profileRoutes(database.db, auth, limiter))
    .route("/notifications", notificationsRoutes(database.db, clock))
    .route("/search", searchRoutes(database.db))
    .route("/system", systemRoutes(database))
    .route("/reports", reportsRoutes(database.db, env.APP_TIMEZONE, clock))
    .route("/privacy", privacyRoutes({ db: database.db, storage: deps.storage, clock, timeZone: env.APP_TIMEZONE }))
    .route("/audit-logs", auditLogRoutes(database.db))
    .route("/security", securityRoutes({ database, env, limits, clock }))
    .route("/backups", backupsRoutes({ database, env, clock, storage: deps.storage }))
    .route(
      "/mail",
      mailRoutes({
        db: database.db,
        appUrl: env.APP_URL,
        sources: mailLinkSources({ secret, appUrl: env.APP_URL }),
        mailConfigured,
        clock,
      }),
    )
    .all("/*", () => {
      throw new AppError("NOT_FOUND");
    });
}

/**
 * What the mail module's links are made from and checked against, for the outbox here and the mail job
 * (main.ts): an order's tracking page (the tracking module, under this server's secret) and the one-use
 * links still usable (the account module). Both modules write mail, so mail is handed these rather
 * than importing them (docs/decisions/036).
 */
export function mailLinkSources({ secret, appUrl }: { secret: string; appUrl: string }): LinkSources {
  return {
    trackingUrl: (db, orderId) => currentTrackingUrl({ db, secret, appUrl, orderId }),
    usableLinks,
  };
}

/** The API's contract, for the web's typed client. */
export type Api = ReturnType<typeof apiRoutes>;

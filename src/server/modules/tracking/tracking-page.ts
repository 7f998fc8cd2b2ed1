import { Hono, type Context } from "hono";
import { can } from "@shared/permissions";
import { RATE_LIMIT_MESSAGE } from "@shared/rate-limits";
import { quoteAnswerSchema } from "@shared/validation/quote";
import type { AppEnv } from "@server/context";
import type { Db } from "@server/db/client";
import { isDatabaseUnavailable } from "@server/db/faults";
import { AppError, DEFAULT_MESSAGES } from "@server/errors";
import { parseInput } from "@server/lib/validate";
import { allowAnyone } from "@server/middleware/guards";
import { byAddress, limited, type Limiter } from "@server/middleware/rate-limit";
import { getCompanyInfo } from "@server/modules/company/company.service";
import { answerQuote } from "@server/modules/quotes/quote.service";
import { notFoundPage, problemPage, trackingPage, type PageState } from "./tracking-html";
import { orderOfToken, recordTrackingView } from "./tracking.service";
import { trackingView } from "./tracking-view.service";

// What a customer's browser, a search engine and a proxy may keep of the page: nothing.
async function privatePage(c: Context<AppEnv>, next: () => Promise<void>) {
  await next();
  c.header("X-Robots-Tag", "noindex, nofollow");
  c.header("Cache-Control", "no-store");
  // The token is in the address: a link followed from the page (the shop's phone, e-mail) must not carry it.
  c.header("Referrer-Policy", "no-referrer");
}

/**
 * The public tracking page, `/acompanhar/<token>` (docs/decisions/029): rendered here as plain HTML
 * with no script (a customer's phone on a mobile network opens it at once), and its quote answer, a
 * plain form. No sign-in; every request of an address counts against the `tracking` limit first.
 */
export function trackingPages(options: { db: Db; limiter: Limiter; timeZone: string }) {
  const { db, limiter, timeZone } = options;
  const app = new Hono<AppEnv>();

  app.onError(async (error, c) => {
    const company = await getCompanyInfo(db).catch(() => ({ name: "Acompanhamento do pedido" }) as never);
    if (error instanceof AppError && error.code === "RATE_LIMITED") {
      for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
      return c.html(problemPage(company, "Muitas tentativas", RATE_LIMIT_MESSAGE), 429);
    }
    if (isDatabaseUnavailable(error)) {
      c.header("Retry-After", "5");
      return c.html(problemPage(company, "Serviço indisponível", DEFAULT_MESSAGES.SERVICE_UNAVAILABLE), 503);
    }
    return c.html(problemPage(company, "Algo deu errado", DEFAULT_MESSAGES.INTERNAL), 500);
  });

  const perAddress = limited(limiter, "tracking", byAddress);

  async function render(c: Context<AppEnv>, token: string, state: PageState, status: 200 | 400 | 409 = 200) {
    const orderId = await orderOfToken(db, token);
    const view = orderId ? await trackingView(db, orderId, timeZone) : null;
    if (!view) return c.html(notFoundPage(await getCompanyInfo(db)), 404);
    return c.html(trackingPage(view, token, state, timeZone), status);
  }

  return app
    .use(privatePage)
    .get("/:token", allowAnyone, perAddress, async (c) => {
      const token = c.req.param("token");
      const orderId = await orderOfToken(db, token);
      // The shop checking its own link is not the customer opening it.
      const user = c.get("user");
      if (orderId && !can(user?.role, "orders.write")) await recordTrackingView(db, orderId, limiter.clock());
      const answered = c.req.query("resposta");
      return render(c, token, { answered: answered === "aprovado" || answered === "recusado" ? answered : undefined });
    })
    .post("/:token/orcamento", allowAnyone, perAddress, async (c) => {
      const token = c.req.param("token");
      const form = await c.req.parseBody();
      const typed = {
        signerName: typeof form.signerName === "string" ? form.signerName : undefined,
        reason: typeof form.reason === "string" ? form.reason : undefined,
      };
      const orderId = await orderOfToken(db, token);
      if (!orderId) return render(c, token, {});
      let answer;
      try {
        answer = parseInput(quoteAnswerSchema, form);
      } catch (error) {
        if (error instanceof AppError) return render(c, token, { ...typed, error: error.message }, 400);
        throw error;
      }
      c.set("audit", {
        action: answer.decision === "aprovado" ? "QUOTE_APPROVED" : "QUOTE_REFUSED",
        resource: "orders",
        resourceId: orderId,
      });
      try {
        await answerQuote({
          db,
          orderId,
          answer,
          channel: "link",
          userId: null,
          ipAddress: c.get("ip"),
          userAgent: c.req.header("user-agent") ?? null,
          now: limiter.clock(),
        });
      } catch (error) {
        if (error instanceof AppError && error.status === 409) {
          c.set("audit", { errorDetails: error.message });
          return render(c, token, { ...typed, error: error.message }, 409);
        }
        throw error;
      }
      // After a post, a redirect: reloading the page shows the answer, it does not send it again.
      return c.redirect(`/acompanhar/${token}?resposta=${answer.decision}`, 303);
    });
}

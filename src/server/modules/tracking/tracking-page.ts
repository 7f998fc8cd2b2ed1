import { Hono, type Context, type MiddlewareHandler } from "hono";
import { PAGE, pathOf } from "@shared/page-paths";
import { can } from "@shared/permissions";
import { quoteAnswerSchema } from "@shared/validation/quote";
import type { AppEnv } from "@server/context";
import type { Db } from "@server/db/client";
import { isDatabaseUnavailable } from "@server/db/faults";
import { AppError, DEFAULT_MESSAGES } from "@server/errors";
import { parseInput } from "@server/lib/validate";
import { bodyLimitOf } from "@server/middleware/body-limit";
import { allowAnyone } from "@server/middleware/guards";
import { byAddress, limited, type Limiter } from "@server/middleware/rate-limit";
import { getCompanyInfo } from "@server/modules/company/company.service";
import { answerQuote } from "@server/modules/quotes/quote.service";
import { trackingPage } from "./tracking-html";
import { notFoundPage, problemPage } from "./tracking-layout";
import type { PageState } from "./tracking-quote-html";
import { orderOfToken, recordTrackingView } from "./tracking.service";
import { trackingView } from "./tracking-view.service";

/**
 * What a customer's browser, a search engine and a proxy may keep of any answer under /acompanhar/:
 * nothing. Set by app.ts around the whole chain, so a refusal made before these pages are reached
 * carries them too.
 */
export const trackingHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  c.header("X-Robots-Tag", "noindex, nofollow");
  c.header("Cache-Control", "no-store");
  // The token is in the address: a link followed from the page (the shop's phone, e-mail) must not carry it.
  c.header("Referrer-Policy", "no-referrer");
};

// The quote's form is a few short fields: a name, a reason of at most 500 characters, a hash.
const FORM_MAX_BYTES = 16 * 1024;
const FORM_TOO_LARGE = "O formulário excede o tamanho máximo de 16 KB.";
const FORM_UNREADABLE = "Não foi possível ler o formulário enviado. Volte à página do pedido e tente de novo.";
// docs/decisions/033: the link's form records the customer's own answer, never one typed by staff.
const STAFF_CANNOT_ANSWER =
  "Você está conectado como equipe da loja: o orçamento só pode ser respondido pelo próprio cliente. Nada foi registrado.";

// Refusals answered as a page of their own, with their title.
const PROBLEM_TITLES: Partial<Record<AppError["code"], string>> = {
  BAD_REQUEST: "Formulário inválido",
  PAYLOAD_TOO_LARGE: "Formulário grande demais",
  RATE_LIMITED: "Muitas tentativas",
};

/** The posted form's fields, or a 400 page when the body cannot be read as a form (a broken multipart). */
async function formOf(c: Context<AppEnv>) {
  try {
    return await c.req.parseBody();
  } catch {
    throw new AppError("BAD_REQUEST", FORM_UNREADABLE);
  }
}

/**
 * The public tracking page, `/acompanhar/<token>` (docs/decisions/029): rendered here as plain HTML
 * with no script (a customer's phone on a mobile network opens it at once), and its quote answer, a
 * plain form. No sign-in; every request of an address under /acompanhar/, whatever its path, method or
 * body, counts against the `tracking` limit first, and any other path is the link-not-found page.
 */
export function trackingPages(options: { db: Db; limiter: Limiter; timeZone: string }) {
  const { db, limiter, timeZone } = options;
  const app = new Hono<AppEnv>();

  app.onError(async (error, c) => {
    const company = await getCompanyInfo({ db }).catch(() => ({ name: "Acompanhamento do pedido" }) as never);
    const title = error instanceof AppError ? PROBLEM_TITLES[error.code] : undefined;
    if (error instanceof AppError && title) {
      for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
      return c.html(problemPage(company, title, error.message), error.status);
    }
    if (isDatabaseUnavailable(error)) {
      c.header("Retry-After", "5");
      return c.html(problemPage(company, "Serviço indisponível", DEFAULT_MESSAGES.SERVICE_UNAVAILABLE), 503);
    }
    return c.html(problemPage(company, "Algo deu errado", DEFAULT_MESSAGES.INTERNAL), 500);
  });

  async function render(
    c: Context<AppEnv>,
    orderId: string | null,
    token: string,
    state: PageState,
    status: 200 | 400 | 403 | 409 = 200,
  ) {
    const view = orderId ? await trackingView({ db, orderId, timeZone }) : null;
    if (!view) return c.html(notFoundPage(await getCompanyInfo({ db })), 404);
    return c.html(trackingPage(view, token, state, timeZone), status);
  }

  // The shop's own people, signed in (whoever may write orders): they see the page, they never answer
  // for the customer.
  const canWriteOrders = (c: Context<AppEnv>) => can(c.get("user")?.role, "orders.write");

  return app
    .use(limited(limiter, "tracking", byAddress), bodyLimitOf(FORM_MAX_BYTES, FORM_TOO_LARGE))
    .get("/:token", allowAnyone, async (c) => {
      const token = c.req.param("token");
      const orderId = await orderOfToken({ db, token });
      const writesOrders = canWriteOrders(c);
      const resposta = c.req.query("resposta");
      const answered = resposta === "aprovado" || resposta === "recusado" ? resposta : undefined;
      // The shop checking its own link is not the customer opening it, and the page a quote's answer
      // redirects to is the visit that answered it, not another opening.
      if (orderId && !writesOrders && !answered) await recordTrackingView({ db, orderId, now: limiter.clock() });
      return render(c, orderId, token, { answered, staff: writesOrders });
    })
    .post("/:token/orcamento", allowAnyone, async (c) => {
      const token = c.req.param("token");
      if (canWriteOrders(c)) {
        const orderId = await orderOfToken({ db, token });
        if (orderId) {
          c.set("audit", {
            action: "FORBIDDEN_ACCESS",
            resource: "orders",
            resourceId: orderId,
            metadata: { role: c.get("user")?.role, reason: "staff answering the customer's quote" },
          });
        }
        return render(c, orderId, token, { staff: true, error: STAFF_CANNOT_ANSWER }, 403);
      }
      const form = await formOf(c);
      const typed = {
        signerName: typeof form.signerName === "string" ? form.signerName : undefined,
        reason: typeof form.reason === "string" ? form.reason : undefined,
      };
      const orderId = await orderOfToken({ db, token });
      if (!orderId) return render(c, null, token, {});
      let answer;
      try {
        answer = parseInput(quoteAnswerSchema, form);
      } catch (error) {
        if (error instanceof AppError) return render(c, orderId, token, { ...typed, error: error.message }, 400);
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
          c.set("audit", { ...c.get("audit"), errorDetails: error.message });
          return render(c, orderId, token, { ...typed, error: error.message }, 409);
        }
        throw error;
      }
      // After a post, a redirect: reloading the page shows the answer, it does not send it again.
      return c.redirect(pathOf(PAGE.tracking, { token }, { resposta: answer.decision }), 303);
    })
    .all("*", async (c) => c.html(notFoundPage(await getCompanyInfo({ db })), 404));
}

import { html } from "hono/html";
import { PAGE, pathOf } from "@shared/page-paths";
import { QUOTE_TERMS } from "@shared/quote-types";
import { formatOrderTotal, fromCents, toCents } from "@shared/money";
import { isEmptyQuote } from "@server/modules/orders/quote-hash";
import { ORDER_STATUS_LABELS } from "@shared/value-sets";
import { moment, money, type Html } from "./tracking-layout";
import type { TrackingView } from "./tracking-view.service";

export interface PageState {
  /** The answer just recorded, shown once after the redirect. */
  answered?: "aprovado" | "recusado";
  /** A refused answer's message, with what was typed. */
  error?: string;
  signerName?: string;
  reason?: string;
  /** Opened in a staff session: the quote without its forms (docs/decisions/033). */
  staff?: boolean;
}

// Staff who open the customer's link see how an answer given to them is recorded instead of the form.
const STAFF_NOTE = html`<p class="muted">
  O orçamento é respondido pelo cliente, por este link ou pelo portal. Se o cliente aprovou por telefone, registre na
  página do pedido: “Mudar status” para “${ORDER_STATUS_LABELS.em_andamento}”, com uma observação.
</p>`;

function totalRow(view: TrackingView): Html {
  return html`<tfoot>
    <tr>
      <td>${view.quote.parts?.length ? "Total (serviços e peças)" : "Total"}</td>
      <td class="n">${money(view.quote.total)}</td>
    </tr>
  </tfoot>`;
}

function partsTable(view: TrackingView): Html | string {
  const parts = view.quote.parts ?? [];
  if (parts.length === 0) return "";
  const rows = parts.map((p) => {
    const gross = fromCents(toCents(p.unitPrice) * p.quantity);
    return html`<tr>
      <td>
        ${p.description}<br /><span class="muted"
          >${p.quantity} × ${money(p.unitPrice)}${p.total !== gross ? ", com desconto" : ""}</span
        >
      </td>
      <td class="n">${money(p.total)}</td>
    </tr>`;
  });
  return html`<table>
    <thead>
      <tr>
        <th>Peça</th>
        <th class="n">Valor</th>
      </tr>
    </thead>
    <tbody>
      ${rows}
    </tbody>
    ${totalRow(view)}
  </table>`;
}

/**
 * The quote as the customer sees it: each service's and part's price after its discount, and the total
 * under the last table (docs/decisions/045); never a cost or a stock figure.
 */
export function servicesTable(view: TrackingView): Html {
  if (isEmptyQuote(view.quote))
    return html`<p class="muted">A loja ainda não lançou os serviços. Total: ${formatOrderTotal(view.quote)}.</p>`;
  const hasParts = Boolean(view.quote.parts?.length);
  const rows = view.quote.services.map(
    (s) =>
      html`<tr>
        <td>
          ${s.description}${s.total !== s.value ? html`<br /><span class="muted">de ${money(s.value)}, com desconto</span>` : ""}
        </td>
        <td class="n">${money(s.total)}</td>
      </tr>`,
  );
  const services =
    rows.length === 0
      ? ""
      : html`<table>
          <thead>
            <tr>
              <th>Serviço</th>
              <th class="n">Valor</th>
            </tr>
          </thead>
          <tbody>
            ${rows}
          </tbody>
          ${hasParts ? "" : totalRow(view)}
        </table>`;
  return html`${services}${partsTable(view)}`;
}

/** The customer's answer to the quote: the one recorded, or the plain forms to approve or refuse it. */
export function quoteAnswer(view: TrackingView, token: string, state: PageState, timeZone: string): Html {
  const decision = view.decision;
  if (decision?.current) {
    return decision.decision === "aprovado"
      ? html`<p class="ok" role="status">
          Orçamento aprovado por ${decision.signerName} em ${moment(decision.createdAt, timeZone)}.
        </p>`
      : html`<p role="status">
          Orçamento recusado em ${moment(decision.createdAt, timeZone)}. A loja vai entrar em contato.
        </p>`;
  }
  if (view.status !== "aguardando_aprovacao" || isEmptyQuote(view.quote)) return html``;
  if (state.staff) return STAFF_NOTE;
  const action = pathOf(PAGE.trackingQuote, { token });
  return html`<form method="post" action="${action}">
      <input type="hidden" name="decision" value="aprovado" />
      <input type="hidden" name="quoteHash" value="${view.quoteHash}" />
      <label for="signerName">Seu nome completo (assinatura)</label>
      <input
        type="text"
        id="signerName"
        name="signerName"
        autocomplete="name"
        required
        maxlength="100"
        value="${state.signerName ?? ""}"
      />
      <label class="check"><input type="checkbox" name="terms" required /> <span>${QUOTE_TERMS}</span></label>
      <button type="submit" class="approve">Aprovar orçamento</button>
    </form>
    <details>
      <summary>Recusar</summary>
      <form method="post" action="${action}">
        <input type="hidden" name="decision" value="recusado" />
        <input type="hidden" name="quoteHash" value="${view.quoteHash}" />
        <label for="reason">Motivo (opcional)</label>
        <textarea id="reason" name="reason" rows="3" maxlength="500">${state.reason ?? ""}</textarea>
        <button type="submit" class="refuse">Recusar orçamento</button>
      </form>
    </details>`;
}

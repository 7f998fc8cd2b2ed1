import { html } from "hono/html";
import { formatOrderNumber } from "@shared/order-types";
import { APPOINTMENT_PERIOD_NAMES, ORDER_STATUS_LABELS } from "@shared/value-sets";
import { day, layout, moment, type Html } from "./tracking-layout";
import { moneySection } from "./tracking-money-html";
import { quoteAnswer, servicesTable, type PageState } from "./tracking-quote-html";
import type { TrackingView } from "./tracking-view.service";

const THANKS = {
  aprovado: "Obrigado! Seu orçamento foi aprovado e a loja já foi avisada.",
  recusado: "Sua resposta foi registrada e a loja já foi avisada.",
} as const;

export function trackingPage(view: TrackingView, token: string, state: PageState, timeZone: string): Html {
  const number = formatOrderNumber(view.number);
  const waiting = view.status === "aguardando_aprovacao" && !view.decision?.current;
  const answered = state.answered;
  // Only for an answer on record: the address alone (?resposta=aprovado) proves nothing.
  const thanks = answered && view.decision?.current && view.decision.decision === answered ? THANKS[answered] : null;
  return layout(
    `Acompanhe seu pedido ${number}`,
    view.company,
    html`<h1>Acompanhe seu pedido</h1>
      <p>Olá, ${view.clientFirstName}! Este é o andamento do seu ${view.device} (${number}).</p>
      ${thanks ? html`<section class="ok" role="status"><p>${thanks}</p></section>` : ""}
      <section aria-labelledby="status-title">
        <h2 id="status-title">Situação</h2>
        <p class="status">${ORDER_STATUS_LABELS[view.status]}</p>
        ${view.expectedOn && !view.deliveredAt ? html`<p>Previsão: ${day(view.expectedOn)}</p>` : ""}
        ${view.deliveredAt ? html`<p>Entregue em ${moment(view.deliveredAt, timeZone)}</p>` : ""}
        ${
          view.warrantyEnd
            ? html`<p>
                Garantia: ${view.warrantyMonths} ${view.warrantyMonths === 1 ? "mês" : "meses"}, até
                ${day(view.warrantyEnd)}
              </p>`
            : view.warrantyMonths && !view.deliveredAt
              ? html`<p>
                  Garantia: ${view.warrantyMonths} ${view.warrantyMonths === 1 ? "mês" : "meses"}, a contar da entrega
                </p>`
              : ""
        }
      </section>
      <section aria-labelledby="quote-title">
        <h2 id="quote-title">
          ${waiting ? "Orçamento aguardando sua aprovação" : view.quote.parts?.length ? "Serviços e peças" : "Serviços"}
        </h2>
        ${servicesTable(view)} ${state.error ? html`<p class="alert" role="alert">${state.error}</p>` : ""}
        ${quoteAnswer(view, token, state, timeZone)}
      </section>
      ${moneySection(view)}
      ${
        view.visits.length
          ? html`<section aria-labelledby="visits-title">
              <h2 id="visits-title">Visitas técnicas</h2>
              <ul>
                ${view.visits.map((v) => html`<li>${day(v.date)}, ${APPOINTMENT_PERIOD_NAMES[v.period]}</li>`)}
              </ul>
            </section>`
          : ""
      }
      <section aria-labelledby="timeline-title">
        <h2 id="timeline-title">Histórico</h2>
        <ol>
          ${view.timeline.map((e) => html`<li>${ORDER_STATUS_LABELS[e.status]} <span class="muted">— ${moment(e.at, timeZone)}</span></li>`)}
        </ol>
      </section>`,
  );
}

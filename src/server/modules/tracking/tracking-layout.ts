import { html, raw } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";
import { formatCep, formatPhone } from "@shared/br-numbers";
import type { CompanyInfo } from "@shared/client-types";
import { formatCents, toCents } from "@shared/money";

export type Html = HtmlEscapedString | Promise<HtmlEscapedString>;

// One small stylesheet in the page: no other request before the first paint on a phone's network.
const STYLE = raw(`
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1c2430;background:#f3f5f8}
main{max-width:40rem;margin:0 auto;padding:1rem}
header{background:#12355b;color:#fff;padding:1rem}
header p{margin:.25rem 0 0}
header a{color:#fff}
h1{font-size:1.5rem;margin:.5rem 0}
h2{font-size:1.125rem;margin:0 0 .5rem}
section{background:#fff;border:1px solid #d5dbe3;border-radius:.5rem;padding:1rem;margin:1rem 0}
.status{font-size:1.25rem;font-weight:700;color:#12355b}
.muted{color:#4a5565}
table{width:100%;border-collapse:collapse}
th,td{text-align:left;padding:.375rem .25rem;border-bottom:1px solid #e3e7ed;vertical-align:top}
td.n,th.n{text-align:right;white-space:nowrap}
tfoot td,tfoot th{font-weight:700;border-bottom:0}
ol{margin:0;padding-left:1.25rem}
label{display:block;font-weight:600;margin:.75rem 0 .25rem}
label.check{display:flex;gap:.5rem;font-weight:400;align-items:flex-start}
input[type=text],textarea{width:100%;font:inherit;padding:.5rem;border:1px solid #8a94a3;border-radius:.375rem}
input[type=checkbox]{width:1.25rem;height:1.25rem;margin-top:.15rem;flex:none}
button{font:inherit;font-weight:600;border:0;border-radius:.375rem;padding:.75rem 1rem;margin-top:.75rem;min-height:2.75rem;cursor:pointer}
.approve{background:#14692f;color:#fff;width:100%}
.refuse{background:#fff;color:#8a1c1c;border:1px solid #8a1c1c}
summary{cursor:pointer;color:#8a1c1c;font-weight:600;margin-top:1rem;padding:.5rem 0}
.alert,.ok{border:1px solid;border-radius:.375rem;padding:.75rem}
.alert{border-color:#8a1c1c;background:#fdf0f0;color:#6e1414}
.ok{border-color:#14692f;background:#eef8f1;color:#0f4d23}
h3{font-size:1rem;margin:1rem 0 .25rem}
.qr{width:14rem;max-width:100%;margin:.5rem auto}
.qr svg{display:block;width:100%;height:auto}
.pix-code{font:14px/1.4 ui-monospace,monospace;word-break:break-all;resize:none}
footer{padding:1rem;text-align:center;color:#4a5565;font-size:.875rem}
`);

export const day = (ymd: string) => ymd.split("-").reverse().join("/");

export function moment(iso: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("pt-BR", {
    timeZone,
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("day")}/${part("month")}/${part("year")} às ${part("hour")}:${part("minute")}`;
}

export const money = (amount: string) => formatCents(toCents(amount));

/** The page around every answer under /acompanhar/: the shop's name and contact, noindex, no script. */
export function layout(title: string, company: CompanyInfo, body: Html): Html {
  const phone = company.phone ? formatPhone(company.phone) : null;
  return html`<!doctype html>
    <html lang="pt-BR">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <meta name="referrer" content="no-referrer" />
        <meta name="description" content="Acompanhamento de pedido de ${company.name}" />
        <title>${title} · ${company.name}</title>
        <style>
          ${STYLE}
        </style>
      </head>
      <body>
        <header>
          <strong>${company.name}</strong>
          ${phone ? html`<p>Telefone: <a href="tel:+55${company.phone}">${phone}</a></p>` : ""}
          ${company.email ? html`<p>E-mail: <a href="mailto:${company.email}">${company.email}</a></p>` : ""}
          ${company.address ? html`<p>${company.address}${company.cep ? ` · CEP ${formatCep(company.cep)}` : ""}</p>` : ""}
        </header>
        <main>${body}</main>
        <footer>Página de acompanhamento de ${company.name}. Não compartilhe este link.</footer>
      </body>
    </html>`;
}

/** Any link that opens nothing: unknown, revoked or mistyped alike, so it tells nothing about which orders exist. */
export function notFoundPage(company: CompanyInfo): Html {
  return layout(
    "Link não encontrado",
    company,
    html`<h1>Link não encontrado</h1>
      <section>
        <p>Este link de acompanhamento não é válido ou foi substituído pela loja.</p>
        <p>Confira se o endereço está completo ou peça um novo link à loja.</p>
      </section>`,
  );
}

/** A page for when the answer is not the order: too many requests, the service away. */
export function problemPage(company: CompanyInfo, title: string, message: string): Html {
  return layout(
    title,
    company,
    html`<h1>${title}</h1>
      <section><p>${message}</p></section>`,
  );
}

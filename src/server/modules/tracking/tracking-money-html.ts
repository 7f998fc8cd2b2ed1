import { html, raw } from "hono/html";
import { formatCents } from "@shared/money";
import { PAYMENT_STATE_LABELS } from "@shared/payments";
import type { Html } from "./tracking-layout";
import type { TrackingView } from "./tracking-view.service";

/**
 * What the order costs, what came in and what is left (docs/decisions/042); while something is due and
 * the shop has a Pix key, the BR Code to pay it: its QR code drawn by the server (an inline SVG, no
 * request of its own) and the 'Pix copia e cola' text in a read-only field, selected by a long press:
 * the page has no script, so no copy button.
 */
export function moneySection(view: TrackingView): Html | string {
  const { money, pix } = view;
  if (!money || (money.totalCents === 0 && money.paidCents === 0)) return "";
  const balance = money.balanceCents;
  return html`<section aria-labelledby="money-title">
    <h2 id="money-title">Pagamento</h2>
    <p class="status">${PAYMENT_STATE_LABELS[money.state]}</p>
    <table>
      <tbody>
        <tr>
          <th scope="row">Total</th>
          <td class="n">${formatCents(money.totalCents)}</td>
        </tr>
        <tr>
          <th scope="row">Pago</th>
          <td class="n">${formatCents(money.paidCents)}</td>
        </tr>
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">${balance < 0 ? "Crédito a devolver" : "Saldo"}</th>
          <td class="n">${formatCents(Math.abs(balance))}</td>
        </tr>
      </tfoot>
    </table>
    ${
      pix
        ? html`<h3>Pague com Pix</h3>
            <p>Abra o app do seu banco e leia o QR code, ou copie o código Pix copia e cola abaixo.</p>
            <div class="qr" role="img" aria-label="QR code Pix de ${formatCents(pix.amountCents)}">
              ${raw(pix.qrSvg)}
            </div>
            <label for="pix-code">Pix copia e cola</label>
            <textarea id="pix-code" class="pix-code" readonly rows="4">${pix.payload}</textarea>
            <p class="muted">Recebedor: ${pix.receiverName}. A loja confirma o pagamento assim que ele chegar.</p>`
        : ""
    }
  </section>`;
}

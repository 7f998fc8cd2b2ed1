import type { SessionUser } from "@shared/api-types";
import { formatPhone, mobileE164 } from "@shared/br-numbers";
import { formatCents, formatOrderTotal } from "@shared/money";
import type { Order } from "@shared/order-types";
import { ORDER_STATUS_LABELS } from "@shared/value-sets";
import {
  renderWhatsappMessage,
  WHATSAPP_MOMENT_LABELS,
  whatsappMomentOf,
  whatsappUrl,
  type WhatsappMessage,
  type WhatsappMoment,
} from "@shared/whatsapp";
import type { Db } from "@server/db/client";
import { AppError } from "@server/errors";
import { recordEvent } from "@server/modules/orders/order-events.queries";
import { getOrder } from "@server/modules/orders/orders.service";
import { pixCharge } from "@server/modules/payments/pix-charge.service";
import { trackingLink } from "@server/modules/tracking/tracking.service";
import { getWhatsappTemplates } from "./whatsapp-templates.service";

export const NO_MOBILE =
  "O cliente não tem um celular válido cadastrado (DDD + número com 9 dígitos). Corrija o telefone no cadastro do cliente.";
export const LINK_REVOKED = "O link de acompanhamento está revogado. Gere um novo link para enviar pelo WhatsApp.";
export const NOTHING_OWED = "Este pedido não tem saldo a receber.";

interface OrderOptions {
  db: Db;
  user: SessionUser;
  orderId: string;
}

/** The client's mobile in E.164; a landline or a number that cannot be one is refused in words. */
function mobileOf(order: Order): string {
  const e164 = mobileE164(order.client.phone);
  if (!e164) throw new AppError("CONFLICT", NO_MOBILE);
  return e164;
}

/**
 * The message for where the order stands (docs/decisions/031), from the shop's template for that
 * moment, with the order's tracking link (made now if the order has none yet). `charge` asks for
 * 'Cobrar pelo WhatsApp' instead: the balance due, refused when nothing is.
 */
export async function whatsappMessage(
  options: OrderOptions & { secret: string; appUrl: string; charge?: boolean },
): Promise<WhatsappMessage> {
  const { db, orderId } = options;
  const order = await getOrder({ db, user: options.user, id: orderId });
  const e164 = mobileOf(order);
  if (options.charge && (order.status === "cancelado" || order.money.balanceCents <= 0))
    throw new AppError("CONFLICT", NOTHING_OWED);
  const [templates, link, pix] = await Promise.all([
    getWhatsappTemplates({ db }),
    trackingLink({ db, secret: options.secret, appUrl: options.appUrl, orderId }),
    // The balance's "Pix copia e cola"; none (and its line left out) without a balance or a key.
    pixCharge({ db, orderId, orNull: true }),
  ]);
  // An empty {link} would send the customer a message pointing nowhere; a revoked link was revoked on purpose.
  if (!link.url) throw new AppError("CONFLICT", LINK_REVOKED);
  const moment = options.charge ? "cobranca" : whatsappMomentOf(order.status);
  const message = renderWhatsappMessage(templates[moment], {
    // The first name only, as the tracking page greets them.
    cliente: order.client.name.trim().split(/\s+/)[0] ?? "",
    // The number as formatOrderNumber pads it, without its "OS nº": the templates write "(OS {os})".
    os: String(order.number).padStart(5, "0"),
    aparelho: `${order.brand} ${order.model}`,
    status: ORDER_STATUS_LABELS[order.status],
    total: formatOrderTotal(order),
    link: link.url,
    saldo: formatCents(Math.max(order.money.balanceCents, 0)),
    pix: pix?.payload ?? "",
  });
  return {
    phone: `+55 ${formatPhone(e164.slice(2))}`,
    url: whatsappUrl(e164, message),
    message,
    moment,
    momentLabel: WHATSAPP_MOMENT_LABELS[moment],
  };
}

/**
 * Notes in the order's history that staff opened WhatsApp with the message of this moment. The app
 * cannot know whether it was then sent: opening the chat with the message typed in is what it records.
 */
export async function recordWhatsappSent(options: OrderOptions & { moment: WhatsappMoment }): Promise<void> {
  const { db, orderId } = options;
  mobileOf(await getOrder({ db, user: options.user, id: orderId }));
  await recordEvent(db, {
    orderId,
    userId: options.user.id,
    kind: "whatsapp",
    detail: { moment: WHATSAPP_MOMENT_LABELS[options.moment] },
  });
}

import { Hono } from "hono";
import { z } from "zod";
import { whatsappTemplatesSchema } from "@shared/validation/whatsapp";
import { WHATSAPP_MOMENTS } from "@shared/whatsapp";
import type { AppEnv } from "@server/context";
import type { Db } from "@server/db/client";
import { input } from "@server/lib/input";
import { allow, currentUser } from "@server/middleware/guards";
import { ORDER_NOT_FOUND } from "@server/modules/orders/orders.service";
import { getWhatsappTemplates, saveWhatsappTemplates } from "./whatsapp-templates.service";
import { recordWhatsappSent, whatsappMessage } from "./whatsapp.service";

const idParam = z.object({ id: z.uuid({ error: ORDER_NOT_FOUND }) });
const sentSchema = z.object(
  { moment: z.enum(WHATSAPP_MOMENTS, { error: "Mensagem inválida" }) },
  { error: "Dados inválidos" },
);

/**
 * 'Enviar pelo WhatsApp' (docs/decisions/031): staff read the message for where the order stands and
 * record that they opened it. Customers never send their own order's message.
 */
export function whatsappRoutes(options: { db: Db; secret: string; appUrl: string }) {
  const { db, secret, appUrl } = options;
  return (
    new Hono<AppEnv>()
      .get("/:id/whatsapp", allow("orders.write"), input("param", idParam), async (c) => {
        const { id } = c.req.valid("param");
        return c.json(await whatsappMessage({ db, secret, appUrl, user: currentUser(c), orderId: id }));
      })
      // 'Cobrar pelo WhatsApp': the balance due and its Pix copia e cola; sent, it is recorded as above.
      .get("/:id/whatsapp/cobranca", allow("orders.write"), input("param", idParam), async (c) => {
        const { id } = c.req.valid("param");
        return c.json(await whatsappMessage({ db, secret, appUrl, user: currentUser(c), orderId: id, charge: true }));
      })
      .post("/:id/whatsapp", allow("orders.write"), input("param", idParam), input("json", sentSchema), async (c) => {
        const { moment } = c.req.valid("json");
        c.set("audit", { action: "WHATSAPP_SENT", metadata: { moment } });
        await recordWhatsappSent({ db, user: currentUser(c), orderId: c.req.valid("param").id, moment });
        return c.body(null, 204);
      })
  );
}

/**
 * The shop's WhatsApp messages, one per moment: an admin reads and edits them in the settings. Staff
 * never need the templates themselves, only the message an order's GET above renders.
 */
export function whatsappTemplateRoutes(db: Db) {
  return new Hono<AppEnv>()
    .get("/whatsapp-templates", allow("company.write"), async (c) => c.json(await getWhatsappTemplates({ db })))
    .put("/whatsapp-templates", allow("company.write"), input("json", whatsappTemplatesSchema), async (c) => {
      return c.json(await saveWhatsappTemplates({ db, templates: c.req.valid("json") }));
    });
}

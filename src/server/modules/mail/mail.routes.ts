import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "@server/context";
import type { Db } from "@server/db/client";
import { input } from "@server/lib/input";
import { pagingSchema } from "@server/lib/paging";
import { allow } from "@server/middleware/guards";
import type { LinkSources } from "./mail-links";
import { listOutbox, resendMail } from "./outbox.service";

const idParam = z.object({ id: z.uuid({ error: "Mensagem não encontrada" }) });

interface MailRouteOptions {
  db: Db;
  appUrl: string;
  sources: LinkSources;
  mailConfigured: boolean;
  clock: () => Date;
}

/** The admin's outbox (Configurações): what was written, its status and error, and 'Reenviar'. */
export function mailRoutes({ db, appUrl, sources, mailConfigured, clock }: MailRouteOptions) {
  return new Hono<AppEnv>()
    .get("/outbox", allow("mail.manage"), input("query", pagingSchema), async (c) => {
      return c.json({
        ...(await listOutbox({ db, paging: c.req.valid("query"), appUrl, sources, now: clock() })),
        configured: mailConfigured,
      });
    })
    .post("/outbox/:id/resend", allow("mail.manage"), input("param", idParam), async (c) => {
      const { id } = c.req.valid("param");
      c.set("audit", { action: "MAIL_RESENT", resourceId: id, metadata: {} });
      await resendMail({ db, id, sources, now: clock() });
      return c.json({ queued: true });
    });
}

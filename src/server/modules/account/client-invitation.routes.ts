import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "@server/context";
import type { Db } from "@server/db/client";
import { input } from "@server/lib/input";
import { allow } from "@server/middleware/guards";
import { inviteClient } from "./invitation.service";

const idParam = z.object({ id: z.uuid({ error: "Cliente não encontrado" }) });

interface InvitationRouteOptions {
  db: Db;
  mailConfigured: boolean;
  /** APP_URL: the invitation link staff pass on is the address customers open. */
  appUrl: string;
  clock: () => Date;
}

/**
 * 'Convidar para o portal' (docs/decisions/028). Mounted under /clients, a client's sub-resource, but
 * declared here: the one-use links are this module's, and it depends on clients, not the reverse (036).
 */
export function clientInvitationRoutes({ db, mailConfigured, appUrl, clock }: InvitationRouteOptions) {
  return new Hono<AppEnv>().post("/:id/invitation", allow("clients.manage"), input("param", idParam), async (c) => {
    const { id } = c.req.valid("param");
    const invited = await inviteClient({ db, clientId: id, mailConfigured, now: clock() });
    c.set("audit", {
      action: "INVITATION_SENT",
      resourceId: id,
      metadata: { emailedTo: invited.emailedTo },
    });
    // The link itself only when staff must pass it on: an e-mailed one reaches its owner alone.
    return c.json({
      emailedTo: invited.emailedTo,
      link: invited.emailedTo ? null : new URL(invited.link, appUrl).toString(),
      mailConfigured,
    });
  });
}

import { Hono } from "hono";
import { z } from "zod";
import { consentChangeSchema, deletionRequestSchema, termsVersionSchema } from "@shared/validation/privacy";
import type { AppEnv } from "@server/context";
import type { Db } from "@server/db/client";
import type { FileStorage } from "@server/storage/files";
import { localDate } from "@server/lib/local-date";
import { input } from "@server/lib/input";
import { allow, currentUser } from "@server/middleware/guards";
import { changeConsent, getConsents, publishTerms } from "./consents.service";
import { listDeletionRequests, requestDeletion } from "./deletion-requests.service";
import { processDeletion } from "./deletion.service";
import { exportUserData } from "./export.service";

const idParam = z.object({ id: z.uuid({ error: "Solicitação não encontrada" }) });

/** LGPD: consents, export and deletion for the signed-in user; terms and deletion processing for admins. */
export function privacyRoutes({
  db,
  storage,
  clock,
  timeZone,
}: {
  db: Db;
  storage: FileStorage;
  clock: () => Date;
  timeZone: string;
}) {
  return new Hono<AppEnv>()
    .get("/consents", allow("privacy.own"), async (c) => c.json(await getConsents({ db, userId: currentUser(c).id })))
    .post("/consents", allow("privacy.own"), input("json", consentChangeSchema), async (c) => {
      const { type, granted } = c.req.valid("json");
      c.set("audit", { action: "CONSENT_CHANGE", metadata: { type, granted } });
      return c.json(
        await changeConsent({ db, userId: currentUser(c).id, type, granted, ip: c.get("ip"), now: clock() }),
      );
    })
    .post("/terms", allow("privacy.manage"), input("json", termsVersionSchema), async (c) => {
      const { version } = c.req.valid("json");
      c.set("audit", { action: "TERMS_PUBLISHED", metadata: { version } });
      await publishTerms({ db, version });
      return c.body(null, 204);
    })
    .get("/export", allow("privacy.own"), async (c) => {
      const me = currentUser(c);
      const now = clock();
      const data = await exportUserData({
        db,
        storage,
        userId: me.id,
        ip: c.get("ip"),
        userAgent: c.req.header("user-agent") ?? null,
        now,
      });
      c.set("audit", { action: "DATA_EXPORT", resource: "privacy", resourceId: me.id });
      c.header("Content-Disposition", `attachment; filename="dados-${me.id}-${localDate(now, timeZone)}.json"`);
      c.header("Cache-Control", "no-store");
      return c.json(data);
    })
    .post("/deletion-requests", allow("privacy.own"), input("json", deletionRequestSchema), async (c) => {
      const { reason } = c.req.valid("json");
      const id = await requestDeletion({ db, userId: currentUser(c).id, reason });
      c.set("audit", { action: "DELETION_REQUESTED", resourceId: id });
      return c.json({ id }, 201);
    })
    .get("/deletion-requests", allow("privacy.manage"), async (c) => c.json(await listDeletionRequests({ db })))
    .post("/deletion-requests/:id/process", allow("privacy.manage"), input("param", idParam), async (c) => {
      const { id } = c.req.valid("param");
      c.set("audit", { action: "DELETION_PROCESSED", resourceId: id });
      await processDeletion({ db, storage, id, now: clock() });
      return c.body(null, 204);
    });
}

import { Hono } from "hono";
import { APIError } from "better-auth/api";
import type { SessionUser } from "@shared/api-types";
import { passwordChangeSchema, preferencesSchema, profileSchema } from "@shared/validation/settings";
import type { Auth } from "@server/auth";
import type { AppEnv } from "@server/context";
import type { Db } from "@server/db/client";
import { AppError } from "@server/errors";
import { input } from "@server/lib/input";
import { allow, currentUser } from "@server/middleware/guards";
import { limited, type Limiter } from "@server/middleware/rate-limit";
import { getPreferences, savePreferences, updateProfile } from "./profile.service";

/** One's own profile, preferences and password: every signed-in user, for themselves only. */
export function profileRoutes(db: Db, auth: Auth, limiter: Limiter) {
  return new Hono<AppEnv>()
    .put("/", allow("profile.own"), input("json", profileSchema), async (c) => {
      const { name, phone } = c.req.valid("json");
      const me = currentUser(c);
      await updateProfile({ db, userId: me.id, name, phone: phone ?? null });
      c.set("audit", { resourceId: me.id });
      return c.json<SessionUser>({ ...me, name, phone: phone ?? null });
    })
    .get("/preferences", allow("profile.own"), async (c) =>
      c.json(await getPreferences({ db, userId: currentUser(c).id })),
    )
    .put("/preferences", allow("profile.own"), input("json", preferencesSchema), async (c) => {
      return c.json(await savePreferences({ db, userId: currentUser(c).id, preferences: c.req.valid("json") }));
    })
    .post(
      "/password",
      allow("profile.own"),
      limited(limiter, "password", (c) => currentUser(c).id),
      input("json", passwordChangeSchema),
      async (c) => {
        const { currentPassword, newPassword } = c.req.valid("json");
        c.set("audit", { action: "PASSWORD_CHANGE", resourceId: currentUser(c).id });
        try {
          // better-auth checks the current password, ends every other session and renews this one's cookie.
          const { headers } = await auth.api.changePassword({
            body: { currentPassword, newPassword, revokeOtherSessions: true },
            headers: c.req.raw.headers,
            returnHeaders: true,
          });
          for (const cookie of headers.getSetCookie()) c.header("set-cookie", cookie, { append: true });
        } catch (error) {
          if (error instanceof APIError && error.body?.code === "INVALID_PASSWORD")
            throw new AppError("VALIDATION_ERROR", "Senha atual incorreta");
          throw error;
        }
        return c.body(null, 204);
      },
    );
}

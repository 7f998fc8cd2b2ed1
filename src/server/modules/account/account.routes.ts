import { setTimeout as delay } from "node:timers/promises";
import { Hono, type Context } from "hono";
import {
  PASSWORD_RESET_SENT,
  acceptInvitationSchema,
  confirmEmailSchema,
  passwordResetRequestSchema,
  resetPasswordSchema,
  tokenInputSchema,
} from "@shared/validation/account";
import type { Auth } from "@server/auth";
import type { AppEnv } from "@server/context";
import type { Db } from "@server/db/client";
import { forBetterAuth } from "@server/lib/better-auth-bridge";
import { input } from "@server/lib/input";
import { allow, allowAnyone } from "@server/middleware/guards";
import { byAddress, limited, type Limiter } from "@server/middleware/rate-limit";
import {
  confirmationDetails,
  confirmEmail,
  requestPasswordReset,
  resendConfirmation,
  resetPasswordWithLink,
  sendConfirmation,
} from "./account.service";
import { acceptInvitation, invitationDetails } from "./invitation.service";

interface AccountRouteOptions {
  db: Db;
  auth: Auth;
  limiter: Limiter;
  mailConfigured: boolean;
  /** Resolves when a reset request may answer: started before its work, awaited after it. */
  passwordResetFloor?: () => Promise<void>;
}

/**
 * No reset request answers sooner than this, from its start, whether the address has an account or
 * not: writing a link and its message took some 20 ms more than finding nothing, which told anyone
 * timing the answer which addresses exist (issue 22; docs/decisions/034). Far above that work, and
 * unnoticed by someone who asked for a link.
 */
const PASSWORD_RESET_FLOOR_MS = 300;

/** Signs the link's account in: better-auth's session and cookie, as at sign-in. */
async function signInByLink(c: Context<AppEnv>, auth: Auth, userId: string) {
  const { headers, response } = await auth.api.signInByLink({
    body: { userId },
    headers: forBetterAuth(c, "").headers,
    returnHeaders: true,
  });
  for (const cookie of headers.getSetCookie()) c.header("set-cookie", cookie, { append: true });
  return response.user;
}

/**
 * The links an e-mail (or staff) hands out: confirm the address, accept an invitation, reset the
 * password; and the requests that send them. Tokens travel in the body, never in an address.
 */
export function accountRoutes({ db, auth, limiter, mailConfigured, passwordResetFloor }: AccountRouteOptions) {
  const now = () => limiter.clock();
  return new Hono<AppEnv>()
    .get("/mail-status", allowAnyone, (c) => c.json({ configured: mailConfigured }))
    .post("/confirmation", allowAnyone, input("json", tokenInputSchema), async (c) => {
      return c.json(await confirmationDetails({ db, token: c.req.valid("json").token, now: now() }));
    })
    .post(
      "/confirm-email",
      allowAnyone,
      limited(limiter, "signup", byAddress),
      input("json", confirmEmailSchema),
      async (c) => {
        c.set("audit", { action: "EMAIL_CONFIRMED", resource: "account", resourceId: null, metadata: {} });
        const { token, password } = c.req.valid("json");
        const userId = await confirmEmail({ db, auth, token, password, now: now() });
        c.set("audit", { action: "EMAIL_CONFIRMED", resource: "account", userId, resourceId: userId, metadata: {} });
        return c.json({ user: await signInByLink(c, auth, userId) });
      },
    )
    .post(
      "/resend-confirmation",
      allow("profile.own"),
      limited(limiter, "password", (c) => c.get("user")!.id),
      async (c) => {
        const userId = c.get("user")!.id;
        c.set("audit", { action: "CONFIRMATION_RESENT", resource: "account", resourceId: userId, metadata: {} });
        await resendConfirmation({ db, userId, now: now() });
        return c.json({ sent: true });
      },
    )
    .post(
      "/password-reset",
      allowAnyone,
      limited(limiter, "password", byAddress),
      input("json", passwordResetRequestSchema),
      async (c) => {
        const floor = passwordResetFloor ? passwordResetFloor() : delay(PASSWORD_RESET_FLOOR_MS);
        const { email } = c.req.valid("json");
        c.set("audit", {
          action: "PASSWORD_RESET_REQUESTED",
          resource: "account",
          resourceId: null,
          metadata: { email },
        });
        await requestPasswordReset({ db, email, now: now() });
        await floor;
        return c.json({ message: PASSWORD_RESET_SENT });
      },
    )
    .post(
      "/reset-password",
      allowAnyone,
      limited(limiter, "password", byAddress),
      input("json", resetPasswordSchema),
      async (c) => {
        c.set("audit", { action: "PASSWORD_RESET", resource: "account", resourceId: null, metadata: { by: "link" } });
        const { token, password } = c.req.valid("json");
        const userId = await resetPasswordWithLink({ db, auth, token, password, now: now() });
        c.set("audit", {
          action: "PASSWORD_RESET",
          resource: "account",
          userId,
          resourceId: userId,
          metadata: { by: "link" },
        });
        return c.json({ reset: true });
      },
    )
    .post("/invitation", allowAnyone, input("json", tokenInputSchema), async (c) => {
      return c.json(await invitationDetails({ db, token: c.req.valid("json").token, now: now() }));
    })
    .post(
      "/accept-invitation",
      allowAnyone,
      limited(limiter, "signup", byAddress),
      input("json", acceptInvitationSchema),
      async (c) => {
        c.set("audit", { action: "INVITATION_ACCEPTED", resource: "account", resourceId: null, metadata: {} });
        const { token, email, password } = c.req.valid("json");
        const accepted = await acceptInvitation({ db, auth, token, email, password, now: now() });
        c.set("audit", {
          action: "INVITATION_ACCEPTED",
          resource: "account",
          userId: accepted.userId,
          resourceId: accepted.userId,
          metadata: { email: accepted.email },
        });
        // An address the invitee typed is theirs to confirm, as at sign-up's.
        if (!accepted.confirmed && mailConfigured)
          await sendConfirmation({
            db,
            account: { id: accepted.userId, name: accepted.name, email: accepted.email },
            now: now(),
          });
        return c.json({ user: await signInByLink(c, auth, accepted.userId), confirmed: accepted.confirmed });
      },
    );
}

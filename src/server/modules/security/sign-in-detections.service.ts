import { and, eq } from "drizzle-orm";
import type { RateLimits } from "@shared/rate-limits";
import type { Db } from "@server/db/client";
import { user } from "@server/db/schema/auth";
import { auditLogs } from "@server/db/schema/security";
import { addressKey, canonicalAddress } from "@server/lib/ip-address";
import { countEvent } from "@server/lib/rate-limit-counters.queries";
import { raiseAlert } from "./alerts.service";

/** Failed sign-ins from one address against any accounts, within the login window, that make a BRUTE_FORCE alert. */
const FAILED_SIGN_INS_PER_IP = 10;

interface FailedSignIn {
  db: Db;
  limits: RateLimits;
  now: Date;
  email: string;
  ip: string;
  /** Failures already counted against this account and address by the login limit. */
  failures: number;
}

/** A failed sign-in that reaches the login limit, or the per-address threshold, raises a BRUTE_FORCE alert. */
export async function detectBruteForce({ db, limits, now, email, ip, failures: perAccount }: FailedSignIn) {
  // Counted like every per-address limit: an IPv6 caller by its /64 (docs/decisions/035).
  const network = addressKey(ip);
  const { count: perAddress } = await countEvent(
    db,
    { kind: "login-ip", identifier: network },
    { max: FAILED_SIGN_INS_PER_IP, windowMinutes: limits.login.windowMinutes },
    now,
  );
  if (perAccount >= limits.login.max) {
    await raiseAlert({
      db,
      alert: {
        type: "BRUTE_FORCE",
        severity: "HIGH",
        description: `${perAccount} tentativas de login falharam para ${email} em ${limits.login.windowMinutes} minutos`,
        ipAddress: ip,
        key: `account:${email}`,
        metadata: { email, attempts: perAccount },
      },
      now,
    });
  }
  if (perAddress >= FAILED_SIGN_INS_PER_IP) {
    await raiseAlert({
      db,
      alert: {
        type: "BRUTE_FORCE",
        severity: "CRITICAL",
        description: `${perAddress} tentativas de login falharam a partir do IP ${network} em ${limits.login.windowMinutes} minutos`,
        ipAddress: ip,
        key: `ip:${network}`,
        metadata: { attempts: perAddress },
      },
      now,
    });
  }
}

/** An admin who has signed in before, signing in from an address never seen for them: UNUSUAL_ACCESS. */
export async function detectNewAdminAddress({
  db,
  userId,
  ip,
  now,
}: {
  db: Db;
  userId: string;
  ip: string;
  now: Date;
}) {
  const [account] = await db.select({ role: user.role, email: user.email }).from(user).where(eq(user.id, userId));
  if (account?.role !== "admin") return;
  const earlier = await db
    .select({ ip: auditLogs.ipAddress })
    .from(auditLogs)
    .where(and(eq(auditLogs.userId, userId), eq(auditLogs.action, "LOGIN"), eq(auditLogs.success, true)));
  // Rows written before addresses had one spelling may hold a dual-stack socket's `::ffff:1.2.3.4`.
  if (earlier.length === 0 || earlier.some((row) => row.ip !== null && canonicalAddress(row.ip) === ip)) return;
  await raiseAlert({
    db,
    alert: {
      type: "UNUSUAL_ACCESS",
      severity: "MEDIUM",
      description: `Administrador ${account.email} entrou a partir de um IP novo (${ip})`,
      ipAddress: ip,
      userId,
      key: `admin-ip:${userId}:${ip}`,
    },
    now,
  });
}

import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, inArray, isNull } from "drizzle-orm";
import { ACCOUNT_LINK_PATHS, ACCOUNT_TOKEN_HOURS, type AccountTokenPurpose } from "@shared/mail";
import type { Db } from "@server/db/client";
import { accountTokens } from "@server/db/schema/mail";
import { AppError } from "@server/errors";

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

interface TokenSubject {
  userId?: string | null;
  clientId?: string | null;
  email?: string | null;
}

/**
 * A new one-use link for a purpose: 256 random bits, of which only the SHA-256 is stored. Earlier
 * unused links of the same purpose for the same account or client stop working: the newest wins.
 */
export async function issueToken(
  db: Db,
  { purpose, subject, now }: { purpose: AccountTokenPurpose; subject: TokenSubject; now: Date },
): Promise<{ token: string; link: string }> {
  const owner = subject.userId
    ? eq(accountTokens.userId, subject.userId)
    : subject.clientId
      ? eq(accountTokens.clientId, subject.clientId)
      : undefined;
  if (owner)
    await db
      .update(accountTokens)
      .set({ usedAt: now })
      .where(and(owner, eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)));
  const token = randomBytes(32).toString("base64url");
  await db.insert(accountTokens).values({
    purpose,
    tokenHash: hashOf(token),
    userId: subject.userId ?? null,
    clientId: subject.clientId ?? null,
    email: subject.email ?? null,
    expiresAt: new Date(now.getTime() + ACCOUNT_TOKEN_HOURS[purpose] * 3_600_000),
  });
  return { token, link: `${ACCOUNT_LINK_PATHS[purpose]}#${token}` };
}

/**
 * Which of these links (`path#token`, as issueToken wrote them) can still be used: not used, not
 * ended by a newer link, not expired. A message holding any other has nothing left worth sending.
 */
export async function usableLinks(db: Db, links: string[], now: Date): Promise<Set<string>> {
  const byHash = new Map(links.map((link) => [hashOf(link.slice(link.indexOf("#") + 1)), link]));
  if (byHash.size === 0) return new Set();
  const live = await db
    .select({ tokenHash: accountTokens.tokenHash })
    .from(accountTokens)
    .where(
      and(
        inArray(accountTokens.tokenHash, [...byHash.keys()]),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    );
  return new Set(live.map((row) => byHash.get(row.tokenHash)!));
}

type TokenRow = typeof accountTokens.$inferSelect;

const REFUSALS = {
  unknown: "Link inválido. Confira se copiou o endereço inteiro.",
  used: "Este link já foi usado.",
  expired: "Este link expirou. Peça um novo.",
};

/** The link's row if it can still be used; otherwise the pt-BR reason (410 for used or expired, 404 for unknown). */
export async function usableToken(db: Db, purpose: AccountTokenPurpose, token: string, now: Date): Promise<TokenRow> {
  const [row] = await db
    .select()
    .from(accountTokens)
    .where(and(eq(accountTokens.tokenHash, hashOf(token)), eq(accountTokens.purpose, purpose)));
  if (!row) throw new AppError("NOT_FOUND", REFUSALS.unknown);
  if (row.usedAt) throw new AppError("GONE", REFUSALS.used);
  if (row.expiresAt <= now) throw new AppError("GONE", REFUSALS.expired);
  return row;
}

/**
 * Uses the link up, in the caller's transaction: of two requests racing with the same link, exactly
 * one gets the row (the conditional update), the other the "already used" answer.
 */
export async function consumeToken(db: Db, purpose: AccountTokenPurpose, token: string, now: Date): Promise<TokenRow> {
  const row = await usableToken(db, purpose, token, now);
  const [used] = await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(and(eq(accountTokens.id, row.id), isNull(accountTokens.usedAt)))
    .returning();
  if (!used) throw new AppError("GONE", REFUSALS.used);
  return used;
}

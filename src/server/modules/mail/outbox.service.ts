import { count, desc, eq } from "drizzle-orm";
import type { MailKind, OutboxItem, OutboxStatus } from "@shared/mail";
import type { Page } from "@shared/paging";
import type { Db } from "@server/db/client";
import { mailOutbox } from "@server/db/schema/mail";
import { AppError } from "@server/errors";
import { offsetOf, type Paging } from "@server/lib/paging";
import { getCompanyInfo } from "@server/modules/company/company.service";
import { type LinkSources, messageLink, withLink } from "./mail-links";
import type { MailContent, Sender } from "./templates";

/** Kinds whose link signs someone in or sets a password: dropped from the outbox once delivered. */
const ONE_USE_LINK_KINDS: ReadonlySet<MailKind> = new Set(["confirm_email", "invitation", "password_reset"]);
export const isOneUseLinkKind = (kind: string) => ONE_USE_LINK_KINDS.has(kind as MailKind);

type OutboxRow = typeof mailOutbox.$inferSelect;

/** The shop as its messages sign, read in the writer's transaction. */
export async function senderOf({ db }: { db: Db }): Promise<Sender> {
  const company = await getCompanyInfo({ db });
  return { name: company.name, phone: company.phone, email: company.email };
}

interface Enqueued {
  to: string;
  userId: string | null;
  kind: MailKind;
  content: MailContent;
  /**
   * What the message's button opens: an app path (a one-use link's with its token in the fragment),
   * or an order's tracking page (trackingLinkOf, made when the message goes out).
   */
  link?: string;
}

/**
 * Writes a message to the outbox, in the caller's transaction: it exists exactly when the event that
 * causes it does, and the mail job (delivery.service.ts) sends it.
 */
export async function enqueueMail({ db, message }: { db: Db; message: Enqueued }): Promise<string> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      toAddress: message.to,
      userId: message.userId,
      kind: message.kind,
      subject: message.content.subject.slice(0, 200),
      text: message.content.text,
      html: message.content.html,
      link: message.link ?? null,
    })
    .returning({ id: mailOutbox.id });
  return row!.id;
}

// 'Reenviar' is for a message that went out or gave up; one in the queue goes on its own.
const RESENDABLE: ReadonlySet<OutboxStatus> = new Set(["sent", "failed", "held"]);
const LINK_GONE = "O link desta mensagem já foi usado, expirou ou foi removido. Gere um novo link.";

/**
 * The messages of these rows whose one-use link is gone (dropped once delivered) or can no longer be
 * used (used, ended by a newer one, expired): sending them again would hand out a dead link.
 */
async function deadLinks(db: Db, rows: OutboxRow[], sources: LinkSources, now: Date): Promise<Set<string>> {
  const oneUse = rows.filter((r) => isOneUseLinkKind(r.kind));
  const kept = oneUse.flatMap((r) => (r.link ? [r.link] : []));
  const usable = await sources.usableLinks(db, kept, now);
  return new Set(oneUse.filter((r) => !r.link || !usable.has(r.link)).map((r) => r.id));
}

interface OutboxOptions {
  db: Db;
  paging: Paging;
  appUrl: string;
  /** What the messages' links are made from and checked against (mail-links.ts). */
  sources: LinkSources;
  now: Date;
}

/** The admin's view: newest first, paged, each message readable (its link in place while it is kept). */
export async function listOutbox({ db, paging, appUrl, sources, now }: OutboxOptions): Promise<Page<OutboxItem>> {
  const [rows, [total]] = await Promise.all([
    db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(paging.pageSize).offset(offsetOf(paging)),
    db.select({ n: count() }).from(mailOutbox),
  ]);
  const dead = await deadLinks(db, rows, sources, now);
  const items = await Promise.all(
    rows.map(async (r): Promise<OutboxItem> => ({
      id: r.id,
      to: r.toAddress,
      kind: r.kind,
      subject: r.subject,
      text: withLink(r.text, await messageLink(r.link, { db, appUrl, sources })),
      status: r.status,
      attempts: r.attempts,
      lastError: r.lastError,
      createdAt: r.createdAt.toISOString(),
      sentAt: r.sentAt?.toISOString() ?? null,
      nextAttemptAt: r.nextAttemptAt.toISOString(),
      resendable: RESENDABLE.has(r.status) && !dead.has(r.id),
    })),
  );
  return { items, total: total?.n ?? 0, ...paging };
}

/**
 * 'Reenviar': back in the queue now, its attempts counted afresh. A one-use link already delivered was
 * dropped, and one used or expired opens nothing, so that message cannot go again (a new link is asked
 * for instead).
 */
export async function resendMail({
  db,
  id,
  sources,
  now,
}: {
  db: Db;
  id: string;
  sources: LinkSources;
  now: Date;
}): Promise<void> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  if (!row) throw new AppError("NOT_FOUND", "Mensagem não encontrada");
  if (row.status === "sending") throw new AppError("CONFLICT", "A mensagem está sendo enviada agora");
  if ((await deadLinks(db, [row], sources, now)).has(row.id)) throw new AppError("CONFLICT", LINK_GONE);
  await db
    .update(mailOutbox)
    .set({ status: "pending", attempts: 0, lastError: null, nextAttemptAt: now, leaseUntil: null })
    .where(eq(mailOutbox.id, id));
}

import { and, asc, eq, inArray, lte, or, sql } from "drizzle-orm";
import nodemailer from "nodemailer";
import type { Database, Db } from "@server/db/client";
import { isDatabaseUnavailable } from "@server/db/faults";
import { mailOutbox } from "@server/db/schema/mail";
import { rawRows } from "@server/db/raw-rows";
import type { Env } from "@server/env";
import type { MailAddress } from "@server/lib/sender-address";
import { logger } from "@server/logger";
import { type LinkSources, messageLink, withLink } from "./mail-links";
import { isOneUseLinkKind, senderOf } from "./outbox.service";

/** What the job hands a message to: SMTP in production and in the tests (a server the test runs). */
export interface MailTransport {
  send(message: {
    from: MailAddress;
    to: string;
    subject: string;
    text: string;
    html: string;
    messageId: string;
  }): Promise<void>;
}

export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    // A server that does not answer must not hold the job (and its lease) for nodemailer's minutes.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(message) {
      await transporter.sendMail(message);
    },
  };
}

/** Only one instance claims at a time (the backup's pattern); the lease keeps the claim while it sends. */
const MAIL_LOCK = 7_340_029;
const BATCH = 20;
const LEASE_MS = 5 * 60_000;
/** After this many failed attempts a message stops and waits, with its error, for the admin's 'Reenviar'. */
export const MAX_ATTEMPTS = 8;

/** 30 s, 1 min, 2 min… at most an hour: about two hours of a server's outage before a message gives up. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** (attempts - 1), 60 * 60_000);
}

interface DeliveryOptions {
  db: Db;
  /** Null when SMTP_URL is not set: messages are held in the outbox, for the admin to read. */
  transport: MailTransport | null;
  appUrl: string;
  /** What the messages' links are made from (mail-links.ts). */
  sources: LinkSources;
  /** MAIL_FROM; by default the shop's name at no-reply@ the host of APP_URL. */
  mailFrom: MailAddress | undefined;
  now: Date;
}

/** Claims the due messages (and those whose sender died mid-send) for this instance, or none if another is claiming. */
async function claimDue(db: Db, now: Date) {
  return db.transaction(async (tx) => {
    const [lock] = await rawRows<{ locked: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(${MAIL_LOCK}) as locked`,
    );
    if (!lock?.locked) return [];
    const due = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        or(
          and(eq(mailOutbox.status, "pending"), lte(mailOutbox.nextAttemptAt, now)),
          and(eq(mailOutbox.status, "sending"), lte(mailOutbox.leaseUntil, now)),
        ),
      )
      .orderBy(asc(mailOutbox.createdAt))
      .limit(BATCH);
    if (due.length === 0) return [];
    return tx
      .update(mailOutbox)
      .set({ status: "sending", leaseUntil: new Date(now.getTime() + LEASE_MS) })
      .where(
        inArray(
          mailOutbox.id,
          due.map((d) => d.id),
        ),
      )
      .returning();
  });
}

/**
 * One pass of the mail job: claim what is due, send each message, and record the outcome. A failure
 * waits longer each time (retryDelayMs) and, after MAX_ATTEMPTS, stays `failed` with its error.
 * Delivery is at least once: an instance that dies between the server's acceptance and the record
 * leaves a message that is sent again after its lease, with the same Message-ID.
 */
export async function deliverDueMail({ db, transport, appUrl, sources, mailFrom, now }: DeliveryOptions) {
  const claimed = await claimDue(db, now);
  const outcome = { sent: 0, failed: 0, held: 0 };
  if (claimed.length === 0) return outcome;
  const sender = await senderOf({ db });
  const from = mailFrom ?? { name: sender.name, address: `no-reply@${new URL(appUrl).hostname}` };

  for (const message of claimed) {
    if (!transport) {
      // The embedded default: the admin reads it in Configurações > E-mails. The log says only that it
      // waits there: its body may hold a one-use link, and whoever reads a log must not take an
      // account with it (docs/decisions/034).
      logger.info({ mail: { id: message.id, kind: message.kind } }, "e-mail held in the outbox: SMTP_URL is not set");
      await db.update(mailOutbox).set({ status: "held", leaseUntil: null }).where(eq(mailOutbox.id, message.id));
      outcome.held += 1;
      continue;
    }
    const attempts = message.attempts + 1;
    try {
      const link = await messageLink(message.link, { db, appUrl, sources });
      await transport.send({
        from,
        to: message.toAddress,
        subject: message.subject,
        text: withLink(message.text, link),
        html: withLink(message.html, link),
        messageId: `<${message.id}@${new URL(appUrl).hostname}>`,
      });
      await db
        .update(mailOutbox)
        .set({
          status: "sent",
          attempts,
          sentAt: now,
          lastError: null,
          leaseUntil: null,
          // The link that signs in or sets a password lives on only in the recipient's inbox.
          ...(isOneUseLinkKind(message.kind) ? { link: null } : {}),
        })
        .where(eq(mailOutbox.id, message.id));
      outcome.sent += 1;
    } catch (error) {
      const lastError = error instanceof Error ? error.message.slice(0, 500) : String(error);
      const gaveUp = attempts >= MAX_ATTEMPTS;
      await db
        .update(mailOutbox)
        .set({
          status: gaveUp ? "failed" : "pending",
          attempts,
          lastError,
          leaseUntil: null,
          nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)),
        })
        .where(eq(mailOutbox.id, message.id));
      logger.warn({ mail: { id: message.id, attempts, gaveUp }, err: error }, "e-mail delivery failed");
      outcome.failed += 1;
    }
  }
  return outcome;
}

/**
 * Every five seconds on every instance; the claim makes each message go out once. Returns the stop
 * function for shutdown, which waits for a pass in progress.
 */
export function startMailDelivery(options: { database: Database; env: Env; sources: LinkSources; clock: () => Date }) {
  const { database, env, sources, clock } = options;
  const transport = env.SMTP_URL ? smtpTransport(env.SMTP_URL) : null;
  let running: Promise<void> | undefined;
  const pass = () => {
    running ??= deliverDueMail({
      db: database.db,
      transport,
      appUrl: env.APP_URL,
      sources,
      mailFrom: env.MAIL_FROM,
      now: clock(),
    })
      .then(() => undefined)
      // The database gone: said once per pass at warn (the requests report the outage), and the next
      // pass tries again; anything else is a fault.
      .catch((error: unknown) =>
        isDatabaseUnavailable(error)
          ? logger.warn({ err: error }, "mail delivery waits for the database")
          : logger.error({ err: error }, "mail delivery pass failed"),
      )
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(pass, 5_000);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}

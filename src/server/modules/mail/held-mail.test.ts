import { eq } from "drizzle-orm";
import type { OutboxItem } from "@shared/mail";
import { describe, expect, it, vi } from "vitest";
import { mailOutbox } from "@server/db/schema/mail";
import { logger } from "@server/logger";
import { createTestApp } from "@server/test/test-app";
import { deliverDueMail } from "./delivery.service";

describe("without SMTP_URL", async () => {
  const t = await createTestApp();

  it("holds each message in the outbox for the admin, and logs that it waits there, never its link", async () => {
    const account = await t.createUser("cliente");
    await t.client().request("/api/account/password-reset", { json: { email: account.email } });
    const info = vi.spyOn(logger, "info");
    const outcome = await deliverDueMail({
      db: t.db,
      transport: null,
      appUrl: t.env.APP_URL,
      sources: t.mailLinkSources,
      mailFrom: undefined,
      now: new Date(Date.now() + 1_000),
    });
    expect(outcome).toMatchObject({ held: 1, sent: 0 });
    const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, account.email));
    expect(row).toMatchObject({ status: "held", attempts: 0 });
    expect(row!.link).toMatch(/^\/redefinir-senha#/);
    expect(info).toHaveBeenCalledWith(
      { mail: { id: row!.id, kind: "password_reset" } },
      "e-mail held in the outbox: SMTP_URL is not set",
    );
    info.mockRestore();
    // The admin reads it, link included, in Configurações > E-mails.
    const admin = await t.signedIn("admin");
    const outbox = (await (await admin.request("/api/mail/outbox")).json()) as { items: OutboxItem[] };
    expect(outbox.items.find((m) => m.id === row!.id)?.text).toContain(`${t.env.APP_URL}${row!.link}`);
  });

  it("says so to the screens: the session asks no one to confirm, and mail-status is false", async () => {
    const customer = t.client();
    await customer.signUp({ name: "Sem Correio", email: "sem.correio@cliente.example", password: "Senha@Forte1" });
    expect(await (await customer.request("/api/session")).json()).toMatchObject({ confirmEmail: false });
    expect(await (await t.client().request("/api/account/mail-status")).json()).toEqual({ configured: false });
  });
});

import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { mailOutbox } from "@server/db/schema/mail";
import { logger } from "@server/logger";
import { createTestApp } from "@server/test/test-app";
import { deliverDueMail } from "./delivery";

describe("without SMTP_URL", async () => {
  const t = await createTestApp();

  it("holds each message in the outbox and writes it to the log, link included, for the shop to try", async () => {
    const account = await t.createUser("cliente");
    await t.client().request("/api/account/password-reset", { json: { email: account.email } });
    const info = vi.spyOn(logger, "info");
    const outcome = await deliverDueMail({
      db: t.db,
      transport: null,
      appUrl: t.env.APP_URL,
      mailFrom: undefined,
      now: new Date(Date.now() + 1_000),
    });
    expect(outcome).toMatchObject({ held: 1, sent: 0 });
    const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, account.email));
    expect(row).toMatchObject({ status: "held", attempts: 0 });
    expect(row!.link).toMatch(/^\/redefinir-senha#/);
    const logged = info.mock.calls.find(([fields]) => JSON.stringify(fields).includes(account.email));
    expect(logged?.[1]).toBe("e-mail not sent: SMTP_URL is not set");
    expect(JSON.stringify(logged?.[0])).toContain("http://localhost:3000/redefinir-senha#");
    info.mockRestore();
  });

  it("says so to the screens: the session asks no one to confirm, and mail-status is false", async () => {
    const customer = t.client();
    await customer.signUp({ name: "Sem Correio", email: "sem.correio@cliente.example", password: "Senha@Forte1" });
    expect(await (await customer.request("/api/session")).json()).toMatchObject({ confirmEmail: false });
    expect(await (await t.client().request("/api/account/mail-status")).json()).toEqual({ configured: false });
  });
});

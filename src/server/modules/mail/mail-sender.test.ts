import { afterAll, describe, expect, it } from "vitest";
import { parseEnv } from "@server/env";
import type { MailAddress } from "@server/lib/sender-address";
import { startTestSmtpServer } from "@server/test/smtp-server";
import { createTestApp } from "@server/test/test-app";
import { deliverDueMail, smtpTransport } from "./delivery.service";

/**
 * The `From` header is built by the mail library from a name and an address, never by splicing text:
 * a company name ending in a backslash escaped the closing quote and broke it (issue 22).
 */
describe("the sender of the shop's e-mails", async () => {
  const smtp = await startTestSmtpServer();
  afterAll(smtp.stop);
  const t = await createTestApp({ smtpUrl: smtp.url() });
  const transport = smtpTransport(smtp.url());
  const admin = await t.signedIn("admin");

  /** A reset for a new account, delivered; answers the sender as the receiving side parsed it. */
  async function senderOfMessage(mailFrom?: MailAddress) {
    const account = await t.createUser("tecnico");
    await t.client().request("/api/account/password-reset", { json: { email: account.email } });
    const now = new Date(Date.now() + 1_000);
    expect(
      await deliverDueMail({ db: t.db, transport, appUrl: t.env.APP_URL, sources: t.mailLinkSources, mailFrom, now }),
    ).toMatchObject({
      sent: 1,
    });
    return smtp.to(account.email)[0]!.from?.value;
  }

  it.each(["Loja do Zé \\", "Loja do Ze \\", 'Loja "Boa", Consertos & Cia', 'Conserta\\"Já, <Matriz>'])(
    "keeps the company's name %s whole, at no-reply@ the app's host",
    async (name) => {
      const saved = await admin.request("/api/company", { method: "PUT", json: { name, phone: "1133334444" } });
      expect(saved.status).toBe(200);
      expect(await senderOfMessage()).toEqual([{ name, address: "no-reply@localhost" }]);
    },
  );

  it("reads MAIL_FROM once at start-up into a name and an address, and sends from them as they are", async () => {
    const { MAIL_FROM } = parseEnv({ MAIL_FROM: '"Loja, a Melhor \\\\" <contato@loja.example>' });
    expect(MAIL_FROM).toEqual({ name: "Loja, a Melhor \\", address: "contato@loja.example" });
    expect(await senderOfMessage(MAIL_FROM)).toEqual([MAIL_FROM]);
    expect(parseEnv({ MAIL_FROM: "contato@loja.example" }).MAIL_FROM).toEqual({
      name: "",
      address: "contato@loja.example",
    });
  });

  it("stops start-up on a MAIL_FROM that is not one address", () => {
    for (const value of [
      "Minha Loja",
      "a@loja.example, b@loja.example",
      "Equipe: a@loja.example;",
      "Loja <sem-arroba>",
    ])
      expect(() => parseEnv({ MAIL_FROM: value }), value).toThrow(/MAIL_FROM: must be one address/);
  });
});

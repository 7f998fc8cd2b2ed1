import { afterAll, describe, expect, it } from "vitest";
import { startTestSmtpServer } from "@server/test/smtp-server";
import { createTestApp } from "@server/test/test-app";
import { deliverDueMail, smtpTransport } from "./delivery.service";

describe("mail delivery on two server instances", async () => {
  const smtp = await startTestSmtpServer();
  afterAll(smtp.stop);
  const t = await createTestApp({ smtpUrl: smtp.url() });
  const second = t.secondInstance();
  const transport = smtpTransport(smtp.url());

  it("sends each message once while both instances run the job at the same moment", async () => {
    const accounts = await Promise.all(Array.from({ length: 12 }, () => t.createUser("tecnico")));
    for (const a of accounts) await t.client().request("/api/account/password-reset", { json: { email: a.email } });

    const pass = (db: typeof t.db) =>
      deliverDueMail({
        db,
        transport,
        appUrl: t.env.APP_URL,
        sources: t.mailLinkSources,
        mailFrom: undefined,
        now: new Date(),
      });
    // Several rounds of both at once, as their timers would.
    for (let round = 0; round < 3; round++) await Promise.all([pass(t.db), pass(second.database.db), pass(t.db)]);

    for (const a of accounts) expect(smtp.to(a.email)).toHaveLength(1);
    expect(smtp.inbox).toHaveLength(accounts.length);
  });
});

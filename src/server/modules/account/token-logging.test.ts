import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLogs } from "@server/db/schema/security";
import { captureLog } from "@server/test/log-capture";
import { oneUseLinkFlows } from "@server/test/one-use-link-flows";
import { startTestSmtpServer } from "@server/test/smtp-server";
import { createTestApp } from "@server/test/test-app";

/**
 * Whoever reads the server's log or the audit trail must not find a working link there (issue 22:
 * an anonymous reset request wrote the admin's reset link to the log). Each flow that hands out a
 * token runs with every log line captured, with e-mail configured and without.
 */
describe.each([{ smtp: false }, { smtp: true }])("one-use links, SMTP configured: $smtp", async ({ smtp }) => {
  const server = smtp ? await startTestSmtpServer() : null;
  afterAll(() => server?.stop());
  const t = await createTestApp({ smtpUrl: server?.url() });
  const flows = await oneUseLinkFlows(t, server);
  // Started when this block's tests run (each block's set-up runs first, at collection).
  let log: ReturnType<typeof captureLog>;
  beforeAll(() => {
    log = captureLog();
  });
  afterAll(() => log.stop());

  /** No log line written so far and no audit row holds a token, as it is or URL-encoded. */
  async function expectNowhere(tokens: string[]) {
    expect(tokens.length).toBeGreaterThan(0);
    // The capture saw the flow: a test that captured nothing would prove nothing.
    expect(log.lines.some((line) => line.includes('"msg":"request"'))).toBe(true);
    const audit = (await t.db.select().from(auditLogs)).map((row) => JSON.stringify(row));
    for (const token of tokens) {
      for (const written of new Set([token, encodeURIComponent(token), encodeURIComponent(`#${token}`)])) {
        expect(log.lines.filter((line) => line.includes(written))).toEqual([]);
        expect(audit.filter((row) => row.includes(written))).toEqual([]);
      }
    }
  }

  it("sign-up's confirmation, 'Reenviar e-mail' and the link used", async () => {
    await expectNowhere(await flows.confirmation());
  });

  it("an invitation, e-mailed or given to staff to copy, read and accepted", async () => {
    await expectNowhere(await flows.invitation());
  });

  it("an invitation of a client with no e-mail, and the confirmation of the address typed", async () => {
    await expectNowhere(await flows.invitationWithoutEmail());
  });

  it("an anonymous 'Esqueci minha senha' for the admin's address, and the link used", async () => {
    await expectNowhere(await flows.passwordReset());
  });

  it("the tracking link: read and renewed by staff, the page opened and its quote approved", async () => {
    await expectNowhere(await flows.tracking());
  });

  it("the tracking link in the e-mail of a quote waiting for the customer, and the page opened", async () => {
    await expectNowhere(await flows.quoteMail());
  });
});

describe("a reset whose message the database refuses", async () => {
  const t = await createTestApp();
  // The outbox refuses every link, so the insert fails with the link among the query's values.
  await t.db.execute(sql`alter table mail_outbox add constraint refuses_links check (link is null)`);

  it("logs and audits the failed query without the link it carried", async () => {
    const account = await t.createUser("admin");
    const log = captureLog();
    const res = await t.client().request("/api/account/password-reset", { json: { email: account.email } });
    log.stop();
    expect(res.status).toBe(500);
    const failed = log.lines.filter((line) => line.includes('"msg":"request failed"'));
    expect(failed).toHaveLength(1);
    expect(failed[0]).toContain("mail_outbox");
    expect(log.lines.filter((line) => line.includes("/redefinir-senha#"))).toEqual([]);
    const audit = await t.db.select().from(auditLogs).where(eq(auditLogs.action, "PASSWORD_RESET_REQUESTED"));
    // None of the values: the link is past the row's 1,000 characters here, but a shorter query's would not be.
    expect(audit.map((row) => row.errorDetails)).toEqual([
      expect.stringMatching(/mail_outbox[\s\S]*params: left out$/),
    ]);
    expect(JSON.stringify(audit)).not.toContain("/redefinir-senha#");
  });
});

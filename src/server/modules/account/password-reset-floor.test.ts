import { setImmediate as nextTurn } from "node:timers/promises";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { PASSWORD_RESET_SENT } from "@shared/validation/account";
import { mailOutbox } from "@server/db/schema/mail";
import { createTestApp } from "@server/test/test-app";

/**
 * 'Esqueci minha senha' answered some 20 ms later for an address with an account (issue 22). Every
 * request now waits for one floor, started before its work: the test holds the floor and releases it,
 * so no time is measured here.
 */
describe("'Esqueci minha senha' answers when its floor does, known address or not", async () => {
  const floors: (() => void)[] = [];
  const t = await createTestApp({
    passwordResetFloor: () => new Promise<void>((release) => floors.push(release)),
  });
  const messagesTo = async (email: string) =>
    (await t.db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.toAddress, email))).length;

  /** Sends the request; once its floor has started, answers its answer and whether it came yet. */
  async function askReset(email: string) {
    let answered = false;
    const answer = t
      .client()
      .request("/api/account/password-reset", { json: { email } })
      .then((res) => {
        answered = true;
        return res;
      });
    await vi.waitFor(() => expect(floors).toHaveLength(1));
    return { answer, answered: () => answered, releaseFloor: floors.pop()! };
  }

  it("an address with an account: the link is written, and the answer waits for the floor", async () => {
    const account = await t.createUser("admin");
    const asked = await askReset(account.email);
    await vi.waitFor(async () => expect(await messagesTo(account.email)).toBe(1));
    await nextTurn();
    expect(asked.answered()).toBe(false);
    asked.releaseFloor();
    const res = await asked.answer;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: PASSWORD_RESET_SENT });
  });

  it("an address with none: nothing is written, and the answer waits for the same floor", async () => {
    const asked = await askReset("ninguem@cliente.example");
    // Its lookup found nothing: another query through the same database has its answer first.
    await messagesTo("ninguem@cliente.example");
    await nextTurn();
    expect(asked.answered()).toBe(false);
    asked.releaseFloor();
    const res = await asked.answer;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: PASSWORD_RESET_SENT });
    expect(await messagesTo("ninguem@cliente.example")).toBe(0);
  });
});

import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp } from "@server/test/test-app";

describe("resolveSession", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let now = Date.now();
  beforeAll(async () => {
    t = await createTestApp({ clock: () => new Date(now) });
  });
  afterEach(() => vi.restoreAllMocks());

  const userOf = async (c: ReturnType<typeof t.client>) =>
    ((await (await c.request("/api/session")).json()) as { user: { email: string } | null }).user;

  it("reads a session once per burst of requests, and again once the moment has passed", async () => {
    const account = await t.createUser("tecnico");
    const c = t.client();
    await c.signIn(account.email, account.password);
    const lookups = vi.spyOn(t.auth.api, "getSession");
    for (let i = 0; i < 5; i++) expect((await userOf(c))?.email).toBe(account.email);
    expect(lookups).toHaveBeenCalledTimes(1);
    now += 5_001;
    expect((await userOf(c))?.email).toBe(account.email);
    expect(lookups).toHaveBeenCalledTimes(2);
  });

  it("does not ask better-auth about a request without a session cookie", async () => {
    const lookups = vi.spyOn(t.auth.api, "getSession");
    expect(await userOf(t.client())).toBeNull();
    expect(lookups).not.toHaveBeenCalled();
  });

  it("forgets at once a session ended by a write on this instance", async () => {
    const account = await t.createUser("cliente");
    const user = t.client();
    await user.signIn(account.email, account.password);
    expect((await userOf(user))?.email).toBe(account.email);
    const me = (await (await user.request("/api/session")).json()) as { user: { id: string } };

    const admin = await t.signedIn("admin");
    const reset = await admin.request(`/api/users/${me.user.id}/password`, { json: { password: "Outra@Senha9" } });
    expect(reset.status).toBe(204);
    expect(await userOf(user)).toBeNull();
    expect((await user.request("/api/orders")).status).toBe(401);
  });

  it("forgets a signed-out session at once", async () => {
    const account = await t.createUser("tecnico");
    const c = t.client();
    await c.signIn(account.email, account.password);
    const cookies = new Map(c.cookies);
    expect((await userOf(c))?.email).toBe(account.email);
    expect((await c.request("/api/auth/sign-out", { json: {} })).status).toBe(200);
    // The old cookie, replayed, is refused.
    for (const [name, value] of cookies) c.cookies.set(name, value);
    expect(await userOf(c)).toBeNull();
  });
});

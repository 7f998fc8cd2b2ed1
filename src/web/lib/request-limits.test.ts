import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CSRF_STORAGE_KEY } from "@shared/api-types";
import { RATE_LIMITS } from "@shared/rate-limits";
import { apiSend } from "./api-client";
import { countedAs, createRequestLimiter, rememberSessionUser } from "./request-limits";

vi.mock("sonner", () => ({ toast: { error: vi.fn() } }));

const MINUTE = 60_000;
const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...headers } });

beforeEach(() => localStorage.clear());

describe("countedAs", () => {
  it("counts nothing as anonymous until the session is known, then every anonymous call but a page's start-up and its own machinery", () => {
    rememberSessionUser(undefined as unknown as null);
    expect(countedAs("GET", "/orders", undefined)).toEqual([]);
    rememberSessionUser(null);
    expect(countedAs("GET", "/orders", undefined)).toEqual([{ kind: "api", key: "api" }]);
    for (const startUp of ["/session", "/csrf", "/security/level"])
      expect(countedAs("GET", startUp, undefined)).toEqual([]);
    expect(countedAs("POST", "/security/events", {})).toEqual([]);
    expect(countedAs("POST", "/auth/sign-in/email", { email: " Ana@X.com ", password: "x" })).toEqual([
      { kind: "api", key: "api" },
      { kind: "login", key: "login:ana@x.com", failuresOnly: true },
    ]);
    expect(countedAs("POST", "/auth/sign-up/email", {}).map((c) => c.kind)).toEqual(["api", "signup"]);
  });

  it("counts uploads and password changes per user whose they are, as the server does", () => {
    rememberSessionUser("user-1");
    expect(countedAs("GET", "/orders", undefined)).toEqual([]);
    expect(countedAs("POST", "/orders/o-9/photos", null)).toEqual([{ kind: "upload", key: "upload:user-1" }]);
    expect(countedAs("DELETE", "/orders/o-9/photos/p-1", null)).toEqual([]);
    expect(countedAs("POST", "/profile/password", {})).toEqual([{ kind: "password", key: "password:user-1" }]);
    expect(countedAs("POST", "/users/user-7/password", {})).toEqual([{ kind: "password", key: "password:user-7" }]);
  });
});

describe("createRequestLimiter", () => {
  let now = 0;
  const limiter = () => createRequestLimiter(RATE_LIMITS, () => now);
  beforeEach(() => {
    now = 1_000_000;
  });

  it("refuses the 4th sign-up within the hour, and allows again once the window has passed", () => {
    const signup = [{ kind: "signup" as const, key: "signup" }];
    const l = limiter();
    for (let i = 0; i < 3; i++) {
      expect(l.blocked(signup)).toBeUndefined();
      l.countAttempt(signup);
      now += MINUTE;
    }
    expect(l.blocked(signup)).toEqual(signup[0]);
    now += 57 * MINUTE + 1;
    expect(l.blocked(signup)).toBeUndefined();
  });

  it("counts across page loads and tabs, which share the browser's storage", () => {
    const upload = [{ kind: "upload" as const, key: "upload:u" }];
    for (let i = 0; i < 10; i++) limiter().countAttempt(upload);
    expect(limiter().blocked(upload)).toEqual(upload[0]);
  });

  it("counts failed sign-ins only, and a success clears them", () => {
    const login = [{ kind: "login" as const, key: "login:a@x.com", failuresOnly: true }];
    const l = limiter();
    const answer = (ok: boolean, status: number) => l.settle(login, { ok, status, retryAfterSeconds: null });
    l.countAttempt(login);
    for (let i = 0; i < 4; i++) answer(false, 401);
    answer(false, 400); // a refused form is not a failed sign-in
    expect(l.blocked(login)).toBeUndefined();
    answer(true, 200);
    for (let i = 0; i < 4; i++) answer(false, 401);
    expect(l.blocked(login)).toBeUndefined();
    answer(false, 401);
    expect(l.blocked(login)).toEqual(login[0]);
  });

  it("takes the server's 429 as the truth until its Retry-After has passed", () => {
    const counted = [
      { kind: "api" as const, key: "api" },
      { kind: "signup" as const, key: "signup" },
    ];
    const l = limiter();
    l.settle(counted, { ok: false, status: 429, retryAfterSeconds: 120 });
    expect(l.blocked(counted)).toEqual(counted[1]);
    expect(l.blocked([counted[0]!])).toBeUndefined();
    now += 119_000;
    expect(l.blocked(counted)).toEqual(counted[1]);
    now += 1_000;
    expect(l.blocked(counted)).toBeUndefined();
  });
});

describe("the API client applies the limits before sending", () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal("fetch", fetchMock);
    sessionStorage.setItem(CSRF_STORAGE_KEY, "valid");
    rememberSessionUser(null);
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it("does not send a 6th sign-in after 5 failures, answers like the server and audits RATE_LIMIT_CLIENT", async () => {
    const sent = (path: string) => fetchMock.mock.calls.filter(([url]) => url === `/api${path}`).length;
    fetchMock.mockImplementation((url) => {
      if (url === "/api/security/level")
        return Promise.resolve(json(200, { level: "high", limits: RATE_LIMITS, botScoreThreshold: 50 }));
      if (url === "/api/security/events") return Promise.resolve(new Response(null, { status: 204 }));
      return Promise.resolve(
        json(401, { error: { code: "INVALID_EMAIL_OR_PASSWORD", message: "Email ou senha incorretos" } }),
      );
    });
    const signIn = () => apiSend("POST", "/auth/sign-in/email", { email: "ana@x.com", password: "Errada@123" });
    for (let i = 0; i < 5; i++) await expect(signIn()).rejects.toMatchObject({ status: 401 });
    await expect(signIn()).rejects.toMatchObject({
      status: 429,
      code: "RATE_LIMITED",
      message: "Muitas tentativas. Tente novamente mais tarde.",
    });
    expect(sent("/auth/sign-in/email")).toBe(5);
    const report = fetchMock.mock.calls.find(([url]) => url === "/api/security/events");
    expect(JSON.parse(report?.[1]?.body as string)).toMatchObject({ type: "RATE_LIMIT_CLIENT", detail: "login" });
    // Another account from the same browser is not this one's count.
    await expect(
      apiSend("POST", "/auth/sign-in/email", { email: "bia@x.com", password: "Errada@123" }),
    ).rejects.toMatchObject({ status: 401 });
  });

  it("fails open when the server's limits cannot be read", async () => {
    // A page that has not yet asked for the limits.
    vi.resetModules();
    const fresh = await import("./api-client");
    (await import("./request-limits")).rememberSessionUser(null);
    fetchMock.mockImplementation((url) =>
      Promise.resolve(url === "/api/security/level" ? json(500, {}) : json(200, { user: { id: "u" } })),
    );
    for (let i = 0; i < 4; i++)
      await expect(fresh.apiSend("POST", "/auth/sign-up/email", { email: `n${i}@x.com` })).resolves.toBeTruthy();
    expect(fetchMock.mock.calls.filter(([url]) => url === "/api/auth/sign-up/email")).toHaveLength(4);
  });
});

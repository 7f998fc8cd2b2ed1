import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CSRF_STORAGE_KEY } from "@shared/api-types";
import { COUNTED_AS_HEADER, RATE_LIMITS, START_UP } from "@shared/rate-limits";
import { api, call, startUp } from "./api-client";
import { countedAs, createRequestLimiter, rememberSessionUser } from "./request-limits";

vi.mock("sonner", () => ({ toast: { error: vi.fn() } }));

const MINUTE = 60_000;
const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...headers } });

beforeEach(() => localStorage.clear());

describe("countedAs", () => {
  const signIn = JSON.stringify({ email: " Ana@X.com ", password: "x" });

  it("counts nothing as anonymous until the session is known, then every anonymous call but a page's start-up", () => {
    rememberSessionUser(undefined as unknown as null);
    expect(countedAs({ declared: null, path: "/api/orders", body: undefined })).toEqual([]);
    rememberSessionUser(null);
    expect(countedAs({ declared: null, path: "/api/orders", body: undefined })).toEqual([{ kind: "api", key: "api" }]);
    for (const path of ["/api/session", "/api/csrf", "/api/security/level"])
      expect(countedAs({ declared: START_UP, path, body: undefined })).toEqual([]);
    expect(countedAs({ declared: "login", path: "/api/auth/sign-in/email", body: signIn })).toEqual([
      { kind: "api", key: "api" },
      { kind: "login", key: "login:ana@x.com", failuresOnly: true },
    ]);
    // A sign-in without an address the browser can read is counted by the server alone.
    expect(countedAs({ declared: "login", path: "/api/auth/sign-in/email", body: "{" })).toEqual([
      { kind: "api", key: "api" },
    ]);
    // Sign-up counts per address, which is every tab of this browser.
    const signUp = countedAs({ declared: "signup", path: "/api/auth/sign-up/email", body: "{}" });
    expect(signUp).toEqual([
      { kind: "api", key: "api" },
      { kind: "signup", key: "signup" },
    ]);
  });

  it("counts uploads and password changes per user whose they are, as the server does", () => {
    rememberSessionUser("user-1");
    expect(countedAs({ declared: null, path: "/api/orders", body: undefined })).toEqual([]);
    expect(countedAs({ declared: START_UP, path: "/api/session", body: undefined })).toEqual([]);
    expect(countedAs({ declared: "upload", path: "/api/orders/o-9/photos", body: new FormData() })).toEqual([
      { kind: "upload", key: "upload:user-1" },
    ]);
    expect(countedAs({ declared: null, path: "/api/orders/o-9/photos/p-1", body: undefined })).toEqual([]);
    expect(countedAs({ declared: "password", path: "/api/profile/password", body: "{}" })).toEqual([
      { kind: "password", key: "password:user-1:/api/profile/password" },
    ]);
    // An admin's reset of another account is not counted with their own password's changes.
    expect(countedAs({ declared: "password", path: "/api/users/user-7/password", body: "{}" })).toEqual([
      { kind: "password", key: "password:user-1:/api/users/user-7/password" },
    ]);
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
  const pathOf = (url: unknown) => new URL(String(url)).pathname;
  const sent = (path: string) => fetchMock.mock.calls.filter(([url]) => pathOf(url) === path);
  const limitsAnswer = () => json(200, { level: "high", limits: RATE_LIMITS, botScoreThreshold: 50 });

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
    fetchMock.mockImplementation((url) => {
      if (pathOf(url) === "/api/security/level") return Promise.resolve(limitsAnswer());
      if (pathOf(url) === "/api/security/events") return Promise.resolve(new Response(null, { status: 204 }));
      return Promise.resolve(
        json(401, { error: { code: "INVALID_EMAIL_OR_PASSWORD", message: "Email ou senha incorretos" } }),
      );
    });
    const signIn = (email: string) =>
      call(
        api.auth["sign-in"].email.$post({
          json: { email, password: "Errada@123" },
          header: { [COUNTED_AS_HEADER]: "login" },
        }),
      );
    for (let i = 0; i < 5; i++) await expect(signIn("ana@x.com")).rejects.toMatchObject({ status: 401 });
    await expect(signIn("ana@x.com")).rejects.toMatchObject({
      status: 429,
      code: "RATE_LIMITED",
      message: "Muitas tentativas. Tente novamente mais tarde.",
    });
    expect(sent("/api/auth/sign-in/email")).toHaveLength(5);
    // The declared limit is the browser's to read: it never leaves it.
    for (const [, init] of fetchMock.mock.calls) expect(new Headers(init?.headers).has(COUNTED_AS_HEADER)).toBe(false);
    const [report] = sent("/api/security/events");
    expect(JSON.parse(report?.[1]?.body as string)).toMatchObject({ type: "RATE_LIMIT_CLIENT", detail: "login" });
    // Another account from the same browser is not this one's count.
    await expect(signIn("bia@x.com")).rejects.toMatchObject({ status: 401 });
  });

  it("never counts a page's start-up calls, even past the anonymous limit", async () => {
    fetchMock.mockImplementation((url) =>
      Promise.resolve(pathOf(url) === "/api/security/level" ? limitsAnswer() : json(200, { user: null })),
    );
    // The anonymous limit used up by calls the server counts...
    for (let i = 0; i < RATE_LIMITS.api.max; i++) await call(api.backups.$get());
    await expect(call(api.backups.$get())).rejects.toMatchObject({ status: 429 });
    // ...leaves a page able to start.
    await expect(call(api.session.$get(startUp))).resolves.toEqual({
      user: null,
    });
    expect(sent("/api/session")).toHaveLength(1);
  });

  it("fails open when the server's limits cannot be read", async () => {
    // A page that has not yet asked for the limits.
    vi.resetModules();
    const fresh = await import("./api-client");
    (await import("./request-limits")).rememberSessionUser(null);
    fetchMock.mockImplementation((url) =>
      Promise.resolve(pathOf(url) === "/api/security/level" ? json(500, {}) : json(200, { user: { id: "u" } })),
    );
    for (let i = 0; i < 4; i++) {
      const signUp = fresh.api.auth["sign-up"].email.$post({
        json: { name: "Nova Pessoa", email: `n${i}@x.com`, password: "Segura@123" },
        header: { [COUNTED_AS_HEADER]: "signup" },
      });
      await expect(fresh.call(signUp)).resolves.toBeTruthy();
    }
    expect(sent("/api/auth/sign-up/email")).toHaveLength(4);
  });
});

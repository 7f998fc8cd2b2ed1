import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { toast } from "sonner";
import { CSRF_HEADER, CSRF_STORAGE_KEY, IDEMPOTENCY_HEADER } from "@shared/api-types";
import { COUNTED_AS_HEADER } from "@shared/rate-limits";
import { ApiError, api, call } from "./api-client";
import { idempotencyKey } from "./idempotency";

vi.mock("sonner", () => ({ toast: { error: vi.fn() } }));

const ORDER_ID = "0b7c6f1e-2f4a-4d8e-9a1b-3c5d7e9f1a2b";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const csrfRefused = () =>
  json(403, { error: { code: "CSRF_INVALID", message: "Token de segurança inválido ou expirado" } });

type FetchMock = ReturnType<typeof vi.fn<typeof fetch>>;

/** The path of the nth call's address: fetch is given an absolute URL (location.origin + /api/...). */
function sentPath(fetchMock: FetchMock, n: number): string | undefined {
  const url = fetchMock.mock.calls[n]?.[0];
  return url === undefined ? undefined : new URL(String(url)).pathname;
}

function sentHeaders(fetchMock: FetchMock, n: number): Headers {
  return new Headers(fetchMock.mock.calls[n]?.[1]?.headers);
}

const sentToken = (fetchMock: FetchMock, n: number) => sentHeaders(fetchMock, n).get(CSRF_HEADER) ?? undefined;

// A state-changing call with a JSON body and a JSON answer.
const publishTerms = () => call(api.privacy.terms.$post({ json: { version: "2.0" } }));

describe("call with the CSRF token", () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    vi.stubGlobal("fetch", fetchMock);
    sessionStorage.clear();
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.mocked(toast.error).mockReset();
    vi.unstubAllGlobals();
  });

  it("fetches a token when none is stored and sends it", async () => {
    fetchMock.mockResolvedValueOnce(json(200, { token: "first" })).mockResolvedValueOnce(json(200, { ok: true }));
    await expect(publishTerms()).resolves.toEqual({ ok: true });
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`${location.origin}/api/csrf`);
    // The start-up declaration is read by the browser and never leaves it.
    expect(sentHeaders(fetchMock, 0).has(COUNTED_AS_HEADER)).toBe(false);
    expect(sentPath(fetchMock, 1)).toBe("/api/privacy/terms");
    expect(fetchMock.mock.calls[1]?.[1]?.body).toBe(JSON.stringify({ version: "2.0" }));
    expect(sentToken(fetchMock, 1)).toBe("first");
    expect(sessionStorage.getItem(CSRF_STORAGE_KEY)).toBe("first");
  });

  it("sends no token with a read", async () => {
    sessionStorage.setItem(CSRF_STORAGE_KEY, "valid");
    fetchMock.mockResolvedValueOnce(json(200, []));
    await expect(call(api.backups.$get())).resolves.toEqual([]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sentToken(fetchMock, 0)).toBeUndefined();
  });

  it("renews a refused token once and retries with the new one", async () => {
    sessionStorage.setItem(CSRF_STORAGE_KEY, "stale");
    fetchMock
      .mockResolvedValueOnce(csrfRefused())
      .mockResolvedValueOnce(json(200, { token: "fresh" }))
      .mockResolvedValueOnce(json(200, { ok: true }));
    await expect(publishTerms()).resolves.toEqual({ ok: true });
    expect(sentToken(fetchMock, 0)).toBe("stale");
    expect(sentPath(fetchMock, 1)).toBe("/api/csrf");
    expect(sentToken(fetchMock, 2)).toBe("fresh");
    expect(fetchMock.mock.calls[2]?.[1]?.body).toBe(JSON.stringify({ version: "2.0" }));
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it("does not retry a second time", async () => {
    sessionStorage.setItem(CSRF_STORAGE_KEY, "stale");
    fetchMock
      .mockResolvedValueOnce(csrfRefused())
      .mockResolvedValueOnce(json(200, { token: "fresh" }))
      .mockResolvedValueOnce(csrfRefused());
    await expect(publishTerms()).rejects.toMatchObject({ status: 403, code: "CSRF_INVALID" });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it("tells the user when the token cannot be renewed", async () => {
    sessionStorage.setItem(CSRF_STORAGE_KEY, "stale");
    fetchMock.mockResolvedValueOnce(csrfRefused()).mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await expect(publishTerms()).rejects.toBeInstanceOf(ApiError);
    expect(toast.error).toHaveBeenCalledWith("Erro de Segurança", {
      description: "Não foi possível renovar o token de segurança.",
    });
    expect(sessionStorage.getItem(CSRF_STORAGE_KEY)).toBeNull();
  });

  it("reports a lost connection as an ApiError with a pt-BR message", async () => {
    sessionStorage.setItem(CSRF_STORAGE_KEY, "valid");
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await expect(publishTerms()).rejects.toMatchObject({
      status: 0,
      code: "NETWORK_ERROR",
      message: "Erro interno do servidor. Tente novamente.",
    });
  });

  it("passes other refusals through with the server's code and message", async () => {
    sessionStorage.setItem(CSRF_STORAGE_KEY, "valid");
    fetchMock.mockResolvedValueOnce(
      json(409, { error: { code: "CONFLICT", message: "Já existe um backup em andamento" } }),
    );
    await expect(call(api.backups.$post())).rejects.toMatchObject({
      status: 409,
      code: "CONFLICT",
      message: "Já existe um backup em andamento",
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("says a refusal without the usual error body in the fallback message", async () => {
    sessionStorage.setItem(CSRF_STORAGE_KEY, "valid");
    fetchMock.mockResolvedValueOnce(new Response("<html>Bad Gateway</html>", { status: 502 }));
    await expect(publishTerms()).rejects.toMatchObject({
      status: 502,
      code: "INTERNAL",
      message: "Erro interno do servidor. Tente novamente.",
    });
  });
});

describe("call bodies and answers", () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    vi.stubGlobal("fetch", fetchMock);
    sessionStorage.setItem(CSRF_STORAGE_KEY, "valid");
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it("sends FormData as it is, leaving the multipart Content-Type to the browser", async () => {
    fetchMock.mockResolvedValueOnce(json(201, { photos: [] }));
    const photo = new File(["x"], "a.png", { type: "image/png" });
    await expect(
      call(
        api.orders[":id"].photos.$post({
          param: { id: ORDER_ID },
          form: { photos: [photo] },
          header: { [COUNTED_AS_HEADER]: "upload" },
        }),
      ),
    ).resolves.toEqual({ photos: [] });
    expect(sentPath(fetchMock, 0)).toBe(`/api/orders/${ORDER_ID}/photos`);
    const body = fetchMock.mock.calls[0]?.[1]?.body;
    expect(body).toBeInstanceOf(FormData);
    expect((body as FormData).getAll("photos")).toHaveLength(1);
    expect(Object.fromEntries(sentHeaders(fetchMock, 0))).toEqual({
      accept: "application/json",
      [CSRF_HEADER.toLowerCase()]: "valid",
    });
  });

  it("resolves a 204 No Content without reading a body", async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(call(api.orders[":id"].$delete({ param: { id: ORDER_ID } }))).resolves.toBeUndefined();
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe("DELETE");
  });

  it("sends a query's values as strings and leaves out the absent ones", async () => {
    fetchMock.mockResolvedValueOnce(json(200, { items: [], page: 2, hasMore: false }));
    await call(api["audit-logs"].$get({ query: { action: "LOGIN", user: undefined, page: String(2) } }));
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]));
    expect(url.pathname).toBe("/api/audit-logs");
    expect(Object.fromEntries(url.searchParams)).toEqual({ action: "LOGIN", page: "2" });
  });
});

describe("call of a route that declares an Idempotency-Key", () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal("fetch", fetchMock);
    sessionStorage.setItem(CSRF_STORAGE_KEY, "valid");
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });
  const pay = (amountCents: number) =>
    call(
      api.orders[":id"].payments.$post({
        param: { id: ORDER_ID },
        json: { method: "pix", amountCents },
        header: idempotencyKey,
      }),
    );
  const sentKey = (n: number) => sentHeaders(fetchMock, n).get(IDEMPOTENCY_HEADER);

  it("sends the submission's key: the same one again after a lost answer, a new one after an answer", async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockResolvedValueOnce(json(201, { id: "p1" }))
      .mockResolvedValueOnce(json(201, { id: "p2" }));
    await expect(pay(1000)).rejects.toMatchObject({ code: "NETWORK_ERROR" });
    await expect(pay(1000)).resolves.toEqual({ id: "p1" });
    await expect(pay(1000)).resolves.toEqual({ id: "p2" });
    expect(sentKey(0)).toMatch(/^[0-9a-f-]{36}$/);
    expect(sentKey(1)).toBe(sentKey(0));
    expect(sentKey(2)).not.toBe(sentKey(0));
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { toast } from "sonner";
import { CSRF_HEADER, CSRF_STORAGE_KEY } from "@shared/api-types";
import { ApiError, apiSend } from "./api-client";

vi.mock("sonner", () => ({ toast: { error: vi.fn() } }));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const csrfRefused = () =>
  json(403, { error: { code: "CSRF_INVALID", message: "Token de segurança inválido ou expirado" } });

function sentToken(fetchMock: ReturnType<typeof vi.fn>, call: number): string | undefined {
  const init = fetchMock.mock.calls[call]?.[1] as RequestInit | undefined;
  return (init?.headers as Record<string, string> | undefined)?.[CSRF_HEADER];
}

describe("apiSend", () => {
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
    await expect(apiSend("POST", "/things", { a: 1 })).resolves.toEqual({ ok: true });
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/csrf");
    expect(sentToken(fetchMock, 1)).toBe("first");
    expect(sessionStorage.getItem(CSRF_STORAGE_KEY)).toBe("first");
  });

  it("renews a refused token once and retries with the new one", async () => {
    sessionStorage.setItem(CSRF_STORAGE_KEY, "stale");
    fetchMock
      .mockResolvedValueOnce(csrfRefused())
      .mockResolvedValueOnce(json(200, { token: "fresh" }))
      .mockResolvedValueOnce(json(200, { ok: true }));
    await expect(apiSend("POST", "/things")).resolves.toEqual({ ok: true });
    expect(sentToken(fetchMock, 0)).toBe("stale");
    expect(sentToken(fetchMock, 2)).toBe("fresh");
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it("does not retry a second time", async () => {
    sessionStorage.setItem(CSRF_STORAGE_KEY, "stale");
    fetchMock
      .mockResolvedValueOnce(csrfRefused())
      .mockResolvedValueOnce(json(200, { token: "fresh" }))
      .mockResolvedValueOnce(csrfRefused());
    await expect(apiSend("POST", "/things")).rejects.toMatchObject({ status: 403, code: "CSRF_INVALID" });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it("tells the user when the token cannot be renewed", async () => {
    sessionStorage.setItem(CSRF_STORAGE_KEY, "stale");
    fetchMock.mockResolvedValueOnce(csrfRefused()).mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await expect(apiSend("POST", "/things")).rejects.toBeInstanceOf(ApiError);
    expect(toast.error).toHaveBeenCalledWith("Erro de Segurança", {
      description: "Não foi possível renovar o token de segurança.",
    });
    expect(sessionStorage.getItem(CSRF_STORAGE_KEY)).toBeNull();
  });

  it("reports a lost connection as an ApiError with a pt-BR message", async () => {
    sessionStorage.setItem(CSRF_STORAGE_KEY, "valid");
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await expect(apiSend("POST", "/things")).rejects.toMatchObject({
      status: 0,
      code: "NETWORK_ERROR",
      message: "Erro interno do servidor. Tente novamente.",
    });
  });

  it("passes other refusals through with the server's message", async () => {
    sessionStorage.setItem(CSRF_STORAGE_KEY, "valid");
    fetchMock.mockResolvedValueOnce(
      json(401, { error: { code: "INVALID_EMAIL_OR_PASSWORD", message: "Email ou senha incorretos" } }),
    );
    await expect(apiSend("POST", "/auth/sign-in/email")).rejects.toMatchObject({
      status: 401,
      message: "Email ou senha incorretos",
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe("apiSend bodies and answers", () => {
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
    const form = new FormData();
    form.append("photos", new Blob(["x"], { type: "image/png" }), "a.png");
    await expect(apiSend("POST", "/orders/1/photos", form)).resolves.toEqual({ photos: [] });
    const init = fetchMock.mock.calls[0]?.[1] as RequestInit;
    expect(init.body).toBe(form);
    expect(init.headers).toEqual({ Accept: "application/json", [CSRF_HEADER]: "valid" });
  });

  it("resolves a 204 No Content without reading a body", async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(apiSend("DELETE", "/orders/1")).resolves.toBeUndefined();
  });
});

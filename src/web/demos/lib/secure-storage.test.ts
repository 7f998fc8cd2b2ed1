import { afterEach, describe, expect, it, vi } from "vitest";
import { getSecureItem, setSecureItem } from "./secure-storage";

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe("secure storage", () => {
  it("stores the value encrypted and reads it back", async () => {
    await setSecureItem("k", { sensitive: "CPF 123", timestamp: 5 });
    const stored = localStorage.getItem("k") ?? "";
    expect(stored).not.toContain("CPF");
    expect(await getSecureItem("k")).toEqual({ sensitive: "CPF 123", timestamp: 5 });
  });

  it("falls back to plain JSON when Web Crypto fails", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    vi.spyOn(crypto.subtle, "encrypt").mockRejectedValue(new Error("indisponível"));
    await setSecureItem("k", { sensitive: "x" });
    expect(localStorage.getItem("k")).toBe('{"sensitive":"x"}');
    expect(await getSecureItem("k")).toEqual({ sensitive: "x" });
  });

  it("answers null for a missing or unreadable value", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(await getSecureItem("nada")).toBeNull();
    localStorage.setItem("k", "aes:lixo");
    expect(await getSecureItem("k")).toBeNull();
  });
});

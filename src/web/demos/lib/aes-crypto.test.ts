import { describe, expect, it } from "vitest";
import { decryptText, decryptWithSalt, encryptText, encryptWithSalt } from "./aes-crypto";

describe("AES-GCM demo encryption", () => {
  it("round-trips text with a fresh IV each time", async () => {
    const first = await encryptText("Senha do Wi-Fi: Açaí@2025");
    const second = await encryptText("Senha do Wi-Fi: Açaí@2025");
    expect(first).not.toBe(second);
    expect(first).not.toContain("Açaí");
    expect(await decryptText(first)).toBe("Senha do Wi-Fi: Açaí@2025");
  });

  it("refuses altered ciphertext", async () => {
    const sealed = await encryptText("dado sensível");
    const bytes = Uint8Array.from(atob(sealed), (c) => c.charCodeAt(0));
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 1;
    await expect(decryptText(btoa(String.fromCharCode(...bytes)))).rejects.toThrow();
  });

  it("salted variant: 16-byte salt and 12-byte IV in front, wrong password refused", async () => {
    const sealed = await encryptWithSalt("cartão 4111", "segredo");
    // salt 16 + iv 12 + text 12 bytes + GCM tag 16
    expect(atob(sealed).length).toBe(16 + 12 + new TextEncoder().encode("cartão 4111").length + 16);
    expect(await decryptWithSalt(sealed, "segredo")).toBe("cartão 4111");
    await expect(decryptWithSalt(sealed, "outro")).rejects.toThrow();
  });
});

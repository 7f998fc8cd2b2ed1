import { describe, expect, it } from "vitest";
import { SIGNATURE_MAX_BYTES, SIGNATURE_MAX_CHARS, signatureDataUrlSchema } from "./signature.ts";
import { messagesOf } from "./test-helpers.ts";

const dataUrl = (base64: string) => `data:image/png;base64,${base64}`;

describe("signatureDataUrlSchema", () => {
  it("takes a PNG data URL in padded base64", () => {
    expect(messagesOf(signatureDataUrlSchema, dataUrl("iVBORw0KGgo="))).toEqual([]);
    expect(messagesOf(signatureDataUrlSchema, dataUrl("iVBORw0KGgoAAAANSUhEUg=="))).toEqual([]);
  });

  it("refuses another type, another encoding, broken base64 or nothing", () => {
    for (const value of [
      "data:image/jpeg;base64,/9j/4AAQ",
      "data:image/svg+xml,<svg onload=alert(1)>",
      "data:image/png,iVBORw0KGgo=",
      dataUrl("iVBORw0KGgo"),
      dataUrl("iVBO Rw0K"),
      dataUrl(""),
      "",
      42,
    ]) {
      expect(messagesOf(signatureDataUrlSchema, value), String(value)).toEqual([
        "A assinatura deve ser uma imagem PNG",
      ]);
    }
  });

  it("takes up to 300 KB once decoded, and refuses more before reading the text", () => {
    const largest = dataUrl("A".repeat((SIGNATURE_MAX_BYTES / 3) * 4));
    expect(largest).toHaveLength(SIGNATURE_MAX_CHARS);
    expect(messagesOf(signatureDataUrlSchema, largest)).toEqual([]);
    expect(messagesOf(signatureDataUrlSchema, dataUrl("A".repeat((SIGNATURE_MAX_BYTES / 3) * 4 + 4)))).toEqual([
      "Assinatura muito grande (máximo 300 KB)",
    ]);
  });
});

import { describe, expect, it } from "vitest";
import { csvText } from "./csv-text";

describe("csvText", () => {
  it("reads UTF-8, with or without the byte order mark Excel writes before it", () => {
    const text = "nome;preco\nConector de carga;12,50\nPelícula São Paulo;9,90";
    expect(csvText(new TextEncoder().encode(text))).toBe(text);
    expect(csvText(new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(text)]))).toBe(text);
  });

  it("reads what Excel saves in Windows-1252 with its accents", () => {
    // "Película;Código" in Windows-1252: í is 0xED, ó is 0xF3.
    const bytes = new Uint8Array([
      0x50, 0x65, 0x6c, 0xed, 0x63, 0x75, 0x6c, 0x61, 0x3b, 0x43, 0xf3, 0x64, 0x69, 0x67, 0x6f,
    ]);
    expect(csvText(bytes)).toBe("Película;Código");
  });
});

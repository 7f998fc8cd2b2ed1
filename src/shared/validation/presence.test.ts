import { describe, expect, it } from "vitest";
import { z } from "zod";
import { optionalField, REQUIRED_MESSAGE, required } from "./presence.ts";
import { messagesOf } from "./test-helpers.ts";

describe("required", () => {
  const brand = required(z.string().trim().max(5, { error: "Marca muito longa" }));

  it("gives the required message, alone, for empty, blank or missing values", () => {
    expect(messagesOf(brand, "")).toEqual([REQUIRED_MESSAGE]);
    expect(messagesOf(brand, "   ")).toEqual([REQUIRED_MESSAGE]);
    expect(messagesOf(brand, undefined)).toEqual([REQUIRED_MESSAGE]);
  });

  it("passes anything else to the field's own rules", () => {
    expect(brand.parse(" Moto ")).toBe("Moto");
    expect(messagesOf(brand, "Samsung")).toEqual(["Marca muito longa"]);
  });

  it("takes another message", () => {
    expect(messagesOf(required(z.string(), "Informe a senha"), "")).toEqual(["Informe a senha"]);
  });

  it("does not trim the value it passes on", () => {
    expect(required(z.string()).parse(" a b ")).toBe(" a b ");
  });
});

describe("optionalField", () => {
  const code = optionalField(z.string().regex(/^\d+$/, { error: "Código inválido" }));

  it("turns empty and blank strings into undefined", () => {
    expect(code.parse("")).toBeUndefined();
    expect(code.parse("  ")).toBeUndefined();
    expect(code.parse(undefined)).toBeUndefined();
  });

  it("validates anything else", () => {
    expect(code.parse("42")).toBe("42");
    expect(messagesOf(code, "4x")).toEqual(["Código inválido"]);
    expect(messagesOf(code, 42)).toEqual(["Valor inválido"]);
  });
});

import { describe, expect, it } from "vitest";
import { isValidCnpj } from "./cnpj.ts";
import { companySchema, passwordChangeSchema, preferencesSchema, profileSchema } from "./settings.ts";
import { messagesOf } from "./test-helpers.ts";

describe("isValidCnpj", () => {
  it("accepts real check digits, with or without punctuation", () => {
    expect(isValidCnpj("11.222.333/0001-81")).toBe(true);
    expect(isValidCnpj("11222333000181")).toBe(true);
  });
  it("refuses wrong digits, all-same digits and wrong lengths", () => {
    expect(isValidCnpj("11.222.333/0001-82")).toBe(false);
    expect(isValidCnpj("11.111.111/1111-11")).toBe(false);
    expect(isValidCnpj("1122233300018")).toBe(false);
  });
});

describe("settings schemas", () => {
  it("profile: the name is required, the phone optional", () => {
    expect(messagesOf(profileSchema, { name: "" })).toEqual(["Informe o nome"]);
    expect(profileSchema.parse({ name: "Ana Souza", phone: "" })).toEqual({ name: "Ana Souza", phone: undefined });
  });
  it("password change: the new one follows the policy", () => {
    expect(messagesOf(passwordChangeSchema, { currentPassword: "", newPassword: "Forte@123" })).toEqual([
      "Informe a senha atual",
    ]);
    expect(messagesOf(passwordChangeSchema, { currentPassword: "x", newPassword: "fraca" })).toContain(
      "Senha deve ter pelo menos 8 caracteres",
    );
  });
  it("preferences: toggles and one of the three themes", () => {
    expect(preferencesSchema.safeParse({ email: true, sms: false, push: true, theme: "dark" }).success).toBe(true);
    expect(messagesOf(preferencesSchema, { email: true, sms: false, push: true, theme: "neon" })).toEqual([
      "Tema inválido",
    ]);
  });
  it("company: a name, and a CNPJ with real check digits when given", () => {
    expect(messagesOf(companySchema, { name: "" })).toEqual(["Informe o nome da empresa"]);
    expect(messagesOf(companySchema, { name: "Loja", cnpj: "11.222.333/0001-82" })).toEqual(["CNPJ inválido"]);
    expect(companySchema.parse({ name: "Loja do Zé", cnpj: "11.222.333/0001-81", email: "" })).toMatchObject({
      cnpj: "11222333000181",
      email: undefined,
    });
  });
  it("company: CNPJ, phone and CEP typed formatted or not come out as digits", () => {
    expect(
      companySchema.parse({ name: "Loja", cnpj: "11222333000181", phone: "(11) 3456-7890", cep: "01310-100" }),
    ).toMatchObject({ cnpj: "11222333000181", phone: "1134567890", cep: "01310100" });
    expect(companySchema.parse({ name: "Loja", cep: "" }).cep).toBeUndefined();
    expect(messagesOf(companySchema, { name: "Loja", cep: "0131-010" })).toEqual(["CEP inválido"]);
  });
  it("profile: the phone comes out as digits", () => {
    expect(profileSchema.parse({ name: "Ana Souza", phone: "(21) 99876-5432" }).phone).toBe("21998765432");
  });
});

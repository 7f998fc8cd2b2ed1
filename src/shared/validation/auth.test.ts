import { describe, expect, it } from "vitest";
import { signInSchema, signUpSchema } from "./auth.ts";
import { fieldMessagesOf } from "./test-helpers.ts";

describe("signInSchema", () => {
  it("accepts an e-mail and a password, lower-casing the e-mail", () => {
    expect(signInSchema.parse({ email: " Admin@Demo.Local ", password: "qualquer" })).toEqual({
      email: "admin@demo.local",
      password: "qualquer",
    });
  });

  it("asks for both fields when empty", () => {
    expect(fieldMessagesOf(signInSchema, { email: "", password: "" })).toEqual({
      email: ["Informe o e-mail"],
      password: ["Informe a senha"],
    });
    expect(fieldMessagesOf(signInSchema, {})).toEqual({
      email: ["Informe o e-mail"],
      password: ["Informe a senha"],
    });
  });

  it("rejects a malformed e-mail", () => {
    expect(fieldMessagesOf(signInSchema, { email: "admin", password: "x" })).toEqual({ email: ["Email inválido"] });
  });

  it("does not apply the password policy, which belongs to setting a password", () => {
    expect(fieldMessagesOf(signInSchema, { email: "a@b.com", password: "123456" })).toEqual({});
  });

  it("rejects a non-object in pt-BR", () => {
    expect(fieldMessagesOf(signInSchema, null)).toEqual({ "": ["Dados inválidos"] });
  });
});

describe("signUpSchema", () => {
  const valid = { name: "Maria D'Ávila", email: "Maria@Example.com", password: "Segura@123" };

  it("accepts a sign-up without a phone", () => {
    expect(signUpSchema.parse(valid)).toEqual({ ...valid, email: "maria@example.com" });
  });

  it("turns an empty phone into undefined", () => {
    const parsed = signUpSchema.parse({ ...valid, phone: "" });
    expect(parsed.phone).toBeUndefined();
  });

  it("validates a phone when one is given, and gives its digits", () => {
    expect(signUpSchema.parse({ ...valid, phone: "(11) 98765-4321" }).phone).toBe("11987654321");
    expect(fieldMessagesOf(signUpSchema, { ...valid, phone: "1234" })).toEqual({
      phone: ["Telefone deve ter pelo menos 10 caracteres"],
    });
  });

  it("applies the password policy", () => {
    expect(fieldMessagesOf(signUpSchema, { ...valid, password: "senha123" })).toEqual({
      password: [
        "Senha deve conter ao menos uma letra maiúscula",
        "Senha deve conter ao menos um caractere especial (@$!%*?&)",
      ],
    });
  });

  it("reports each invalid field", () => {
    expect(fieldMessagesOf(signUpSchema, { name: "M", email: "maria", password: "Segura@123" })).toEqual({
      name: ["Nome deve ter pelo menos 2 caracteres"],
      email: ["Email inválido"],
    });
  });

  it("ignores a role sent by the caller", () => {
    expect(signUpSchema.parse({ ...valid, role: "admin" })).not.toHaveProperty("role");
  });
});

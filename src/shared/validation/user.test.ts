import { describe, expect, it } from "vitest";
import { userSchema } from "./user.ts";
import { fieldMessagesOf } from "./test-helpers.ts";

const valid = { name: "Carlos Técnico", email: "Carlos@Bancada.com", password: "Segura@123", role: "tecnico" };

describe("userSchema", () => {
  it("accepts a user without a phone", () => {
    expect(userSchema.parse({ ...valid, phone: "" })).toEqual({ ...valid, email: "carlos@bancada.com" });
  });

  it("gives a phone's digits, typed formatted or not", () => {
    expect(userSchema.parse({ ...valid, phone: "(11) 3456-7890" }).phone).toBe("1134567890");
    expect(userSchema.parse({ ...valid, phone: "11987654321" }).phone).toBe("11987654321");
  });

  it.each(["admin", "tecnico", "cliente"])("accepts the role %s", (role) => {
    expect(userSchema.parse({ ...valid, role }).role).toBe(role);
  });

  it("rejects any other role", () => {
    expect(fieldMessagesOf(userSchema, { ...valid, role: "superuser" })).toEqual({
      role: ["Nível de acesso inválido"],
    });
  });

  it("gives the user-create message for empty name, e-mail and password", () => {
    const required = ["Preencha todos os campos obrigatórios"];
    expect(fieldMessagesOf(userSchema, { ...valid, name: "", email: "", password: "" })).toEqual({
      name: required,
      email: required,
      password: required,
    });
  });

  it("applies the one password policy, not the old six-character minimum", () => {
    expect(fieldMessagesOf(userSchema, { ...valid, password: "abc123" })).toEqual({
      password: [
        "Senha deve ter pelo menos 8 caracteres",
        "Senha deve conter ao menos uma letra maiúscula",
        "Senha deve conter ao menos um caractere especial (@$!%*?&)",
      ],
    });
  });

  it("validates a phone when one is given", () => {
    expect(userSchema.parse({ ...valid, phone: "(21) 3456-7890" }).phone).toBe("2134567890");
    expect(fieldMessagesOf(userSchema, { ...valid, phone: "(21) 3456-789x" })).toEqual({
      phone: ["Telefone deve conter apenas números, espaços, parênteses, hífen e +"],
    });
  });
});

import { describe, expect, it } from "vitest";
import { SCHEMA_NOT_FOUND, validateField } from "./validate-field";

describe("validateField", () => {
  it("checks with the shared schemas", () => {
    expect(validateField("cpf", "529.982.247-25")).toEqual({ success: true, errors: [], schemaFound: true });
    expect(validateField("cpf", "111.111.111-11")).toEqual({
      success: false,
      errors: ["CPF inválido"],
      schemaFound: true,
    });
    expect(validateField("cep", "01310-100").success).toBe(true);
    expect(validateField("email", "nao-e-email").errors).toEqual(["Email inválido"]);
    expect(validateField("cartao", "4111 1111 1111 1111").success).toBe(true);
    expect(validateField("telefone", "(11) 98765-4321").success).toBe(true);
  });

  it("lists every rule a password breaks", () => {
    expect(validateField("senha", "abc").errors).toEqual([
      "Senha deve ter pelo menos 8 caracteres",
      "Senha deve conter ao menos uma letra maiúscula",
      "Senha deve conter ao menos um número",
      "Senha deve conter ao menos um caractere especial (@$!%*?&)",
    ]);
  });

  it("answers 'Schema de validação não encontrado' for an unknown field", () => {
    expect(validateField("rg", "123")).toEqual({ success: false, errors: [SCHEMA_NOT_FOUND], schemaFound: false });
    expect(validateField("toString", "x").schemaFound).toBe(false);
  });
});

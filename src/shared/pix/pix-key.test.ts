import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { normalizePixKey, type PixKeyType } from "./pix-key";

const keyOf = (type: PixKeyType, text: string) => normalizePixKey(type, text);

describe("normalizePixKey", () => {
  it.each<[PixKeyType, string, string]>([
    ["cpf", "529.982.247-25", "52998224725"],
    ["cpf", " 52998224725 ", "52998224725"],
    ["cpf", "100.000.001-08", "10000000108"],
    ["cnpj", "11.222.333/0001-81", "11222333000181"],
    ["cnpj", "11222333000181", "11222333000181"],
    ["email", "Oficina@Exemplo.com.br", "oficina@exemplo.com.br"],
    ["email", " joao.silva+pix@celular-express.com ", "joao.silva+pix@celular-express.com"],
    ["email", `${"a".repeat(65)}@exemplo.com`, `${"a".repeat(65)}@exemplo.com`],
    ["telefone", "(11) 98765-4321", "+5511987654321"],
    ["telefone", "11987654321", "+5511987654321"],
    ["telefone", "+55 21 99876-5432", "+5521998765432"],
    ["telefone", "+5511987654321", "+5511987654321"],
    ["telefone", "5511987654321", "+5511987654321"],
    ["telefone", "(55) 99123-4567", "+5555991234567"],
    ["aleatoria", "123e4567-e12b-12d1-a456-426655440000", "123e4567-e12b-12d1-a456-426655440000"],
    ["aleatoria", "9F3C1A2B-7D4E-4F6A-8B9C-0D1E2F3A4B5C", "9f3c1a2b-7d4e-4f6a-8b9c-0d1e2f3a4b5c"],
  ])("accepts the %s %s as %s", (type, text, key) => {
    expect(keyOf(type, text)).toEqual({ ok: true, key });
  });

  it.each<[PixKeyType, string]>([
    ["cpf", "529.982.247-24"],
    ["cpf", "111.111.111-11"],
    ["cpf", "5299822472"],
    ["cpf", "11.222.333/0001-81"],
    ["cpf", "joao@exemplo.com"],
    ["cnpj", "11.222.333/0001-82"],
    ["cnpj", "11.111.111/1111-11"],
    ["cnpj", "52998224725"],
    ["email", "oficina.exemplo.com"],
    ["email", "oficina@exemplo"],
    ["email", "oficina@@exemplo.com"],
    ["email", "ofi cina@exemplo.com"],
    ["email", "joão@exemplo.com"],
    ["email", "oficina@-exemplo.com"],
    ["email", "52998224725"],
    ["telefone", "(11) 3456-7890"],
    ["telefone", "98765-4321"],
    ["telefone", "(01) 98765-4321"],
    ["telefone", "+1 415 555 0100"],
    ["telefone", "+44 11 98765-4321"],
    ["telefone", "11 98765-4321 ramal 2"],
    ["telefone", "joao@exemplo.com"],
    ["aleatoria", "123e4567e12b12d1a456426655440000"],
    ["aleatoria", "123e4567-e12b-12d1-a456-42665544000"],
    ["aleatoria", "g23e4567-e12b-12d1-a456-426655440000"],
    ["aleatoria", "{123e4567-e12b-12d1-a456-426655440000}"],
    ["aleatoria", "52998224725"],
  ])("refuses the %s %s", (type, text) => {
    expect(keyOf(type, text).ok).toBe(false);
  });

  it("names the type in a pt-BR message, with a hint where the shape is not obvious", () => {
    expect(keyOf("cpf", "123")).toEqual({ ok: false, message: "Chave Pix inválida para o tipo CPF" });
    expect(keyOf("cnpj", "123")).toEqual({ ok: false, message: "Chave Pix inválida para o tipo CNPJ" });
    expect(keyOf("email", "oficina")).toEqual({ ok: false, message: "Chave Pix inválida para o tipo E-mail" });
    expect(keyOf("telefone", "3456-7890")).toEqual({
      ok: false,
      message: "Chave Pix inválida para o tipo Celular: informe um celular com DDD, como (11) 98765-4321",
    });
    expect(keyOf("aleatoria", "abc")).toEqual({
      ok: false,
      message: "Chave Pix inválida para o tipo Chave aleatória: copie a chave do app do banco, com os hífens",
    });
  });

  it("refuses an e-mail longer than the DICT's 77 characters, saying so", () => {
    expect(keyOf("email", `${"a".repeat(66)}@exemplo.com`)).toEqual({
      ok: false,
      message: "E-mail da chave Pix muito longo: até 77 caracteres",
    });
  });

  it("gives a key that normalises to itself, in printable ASCII of at most 77 characters", () => {
    const typed = fc.oneof(
      fc.tuple(fc.constant<PixKeyType>("email"), fc.emailAddress()),
      fc.tuple(
        fc.constant<PixKeyType>("aleatoria"),
        fc.uuid().map((uuid) => uuid.toUpperCase()),
      ),
      fc.tuple(fc.constant<PixKeyType>("telefone"), fc.stringMatching(/^\(?[1-9]{2}\)? ?9\d{4}-?\d{4}$/)),
    );
    fc.assert(
      fc.property(typed, ([type, text]) => {
        const result = keyOf(type, text);
        if (!result.ok) return;
        expect(result.key).toMatch(/^[\x21-\x7e]{1,77}$/);
        expect(keyOf(type, result.key)).toEqual(result);
      }),
    );
  });
});

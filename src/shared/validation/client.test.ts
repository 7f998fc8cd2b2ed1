import { describe, expect, it } from "vitest";
import { clientSchema } from "./client.ts";
import { fieldMessagesOf } from "./test-helpers.ts";

const valid = { name: "João D'Ávila", phone: "(11) 98765-4321", address: "Rua das Flores, 123" };
const stored = { ...valid, phone: "11987654321" };

describe("clientSchema", () => {
  it("accepts name, phone and address alone, the phone as its digits", () => {
    expect(clientSchema.parse(valid)).toEqual(stored);
    expect(clientSchema.parse({ ...valid, phone: "11987654321" })).toEqual(stored);
  });

  it("turns empty optional fields into undefined", () => {
    const parsed = clientSchema.parse({ ...valid, mapsLocation: "", email: "", cpf: " ", cep: "" });
    expect(parsed.mapsLocation).toBeUndefined();
    expect(parsed.email).toBeUndefined();
    expect(parsed.cpf).toBeUndefined();
    expect(parsed.cep).toBeUndefined();
  });

  it("validates the optional fields when given", () => {
    expect(
      clientSchema.parse({
        ...valid,
        mapsLocation: "https://maps.google.com/?q=Rua+das+Flores",
        email: "Joao@Example.com",
        cpf: "529.982.247-25",
        cep: "01310-100",
      }),
    ).toEqual({
      ...stored,
      mapsLocation: "https://maps.google.com/?q=Rua+das+Flores",
      email: "joao@example.com",
      cpf: "52998224725",
      cep: "01310100",
    });
    expect(
      fieldMessagesOf(clientSchema, {
        ...valid,
        mapsLocation: "javascript:alert(1)",
        email: "joao",
        cpf: "111.111.111-11",
        cep: "1310-100",
      }),
    ).toEqual({
      mapsLocation: ["URL potencialmente perigosa foi bloqueada."],
      email: ["Email inválido"],
      cpf: ["CPF inválido"],
      cep: ["CEP inválido"],
    });
  });

  it("requires name, phone and address", () => {
    expect(fieldMessagesOf(clientSchema, { name: "", phone: "", address: "" })).toEqual({
      name: ["Nome deve ter pelo menos 2 caracteres"],
      phone: ["Telefone deve ter pelo menos 10 caracteres"],
      address: ["Endereço deve ter pelo menos 5 caracteres"],
    });
    expect(fieldMessagesOf(clientSchema, {})).toEqual({
      name: ["Informe o nome"],
      phone: ["Informe o telefone"],
      address: ["Informe o endereço"],
    });
  });
});

import { describe, expect, it } from "vitest";
import { fieldMessagesOf } from "@shared/validation/test-helpers";
import { staticBrCode } from "./br-code";
import { pixSettingsSchema } from "./pix-settings";

const typed = {
  keyType: "telefone",
  key: "(11) 98765-4321",
  receiverName: "Assistência Técnica Zé",
  receiverCity: "São Paulo",
};

describe("pixSettingsSchema", () => {
  it("gives the key in the DICT's form and the name and city as the BR Code carries them", () => {
    expect(pixSettingsSchema.parse(typed)).toEqual({
      keyType: "telefone",
      key: "+5511987654321",
      receiverName: "ASSISTENCIA TECNICA ZE",
      receiverCity: "SAO PAULO",
    });
  });

  it("gives what staticBrCode takes as it is", () => {
    const settings = pixSettingsSchema.parse({ ...typed, keyType: "cpf", key: "529.982.247-25" });
    const code = staticBrCode({
      ...settings,
      name: settings.receiverName,
      city: settings.receiverCity,
      amountCents: 1,
    });
    expect(code).toContain("011152998224725");
    expect(code).toContain("5922ASSISTENCIA TECNICA ZE6009SAO PAULO");
  });

  it("puts a key of the wrong shape on the key's field, naming the type", () => {
    expect(fieldMessagesOf(pixSettingsSchema, { ...typed, keyType: "cpf", key: "529.982.247-24" })).toEqual({
      key: ["Chave Pix inválida para o tipo CPF"],
    });
    expect(fieldMessagesOf(pixSettingsSchema, { ...typed, keyType: "cnpj", key: "529.982.247-25" })).toEqual({
      key: ["Chave Pix inválida para o tipo CNPJ"],
    });
    expect(fieldMessagesOf(pixSettingsSchema, { ...typed, keyType: "email", key: "(11) 98765-4321" })).toEqual({
      key: ["Chave Pix inválida para o tipo E-mail"],
    });
  });

  it("asks for each missing field, and for the type among the five", () => {
    expect(fieldMessagesOf(pixSettingsSchema, {})).toEqual({
      keyType: ["Escolha o tipo da chave Pix"],
      key: ["Informe a chave Pix"],
      receiverName: ["Informe o nome do recebedor do Pix"],
      receiverCity: ["Informe a cidade do recebedor do Pix"],
    });
    expect(fieldMessagesOf(pixSettingsSchema, { ...typed, keyType: "boleto", key: " " })).toEqual({
      keyType: ["Escolha o tipo da chave Pix"],
      key: ["Informe a chave Pix"],
    });
  });

  it("refuses a name or city that does not fit the BR Code, each on its field", () => {
    expect(
      fieldMessagesOf(pixSettingsSchema, {
        ...typed,
        receiverName: "Assistência Técnica São José",
        receiverCity: "São José dos Campos",
      }),
    ).toEqual({
      receiverName: ["Nome do recebedor muito longo para o Pix: até 25 caracteres sem acentos; abrevie se preciso"],
      receiverCity: [
        "Cidade muito longa para o Pix: até 15 caracteres sem acentos; abrevie se preciso (S J DOS CAMPOS)",
      ],
    });
  });

  it("refuses what is not an object", () => {
    expect(fieldMessagesOf(pixSettingsSchema, "chave")).toEqual({ "": ["Dados inválidos"] });
  });
});

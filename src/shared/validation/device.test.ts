import { describe, expect, it } from "vitest";
import { deviceFormSchema } from "./device.ts";
import { fieldMessagesOf } from "./test-helpers.ts";

const valid = {
  clientId: "3f2b8c1e-9a4d-4c7b-8e2f-1a2b3c4d5e6f",
  brand: " Samsung ",
  model: "Galaxy S21",
  device: "Celular",
  defect: "Tela não liga",
};

describe("deviceFormSchema", () => {
  it("accepts a complete device, trimmed", () => {
    expect(deviceFormSchema.parse(valid)).toEqual({ ...valid, brand: "Samsung" });
  });

  it("gives the order form's message for each empty field", () => {
    const required = ["Preencha todos os campos obrigatórios"];
    expect(fieldMessagesOf(deviceFormSchema, { clientId: "", brand: "", model: " ", device: "", defect: "" })).toEqual({
      clientId: required,
      brand: required,
      model: required,
      device: required,
      defect: required,
    });
    expect(fieldMessagesOf(deviceFormSchema, { ...valid, clientId: undefined })).toEqual({ clientId: required });
  });

  it("limits brand and model to 50 characters and device to 100", () => {
    const atLimit = { ...valid, brand: "b".repeat(50), model: "m".repeat(50), device: "d".repeat(100) };
    const overLimit = { ...valid, brand: "b".repeat(51), model: "m".repeat(51), device: "d".repeat(101) };
    expect(fieldMessagesOf(deviceFormSchema, atLimit)).toEqual({});
    expect(fieldMessagesOf(deviceFormSchema, overLimit)).toEqual({
      brand: ["Marca muito longa"],
      model: ["Modelo muito longo"],
      device: ["Aparelho muito longo"],
    });
  });

  it("needs a defect of at least 5 characters", () => {
    expect(fieldMessagesOf(deviceFormSchema, { ...valid, defect: "Liga" })).toEqual({
      defect: ["Defeito deve ter pelo menos 5 caracteres"],
    });
    expect(fieldMessagesOf(deviceFormSchema, { ...valid, defect: "d".repeat(1001) })).toEqual({
      defect: ["Defeito muito longo"],
    });
  });

  it("needs a client id that is a UUID", () => {
    expect(fieldMessagesOf(deviceFormSchema, { ...valid, clientId: "42" })).toEqual({ clientId: ["UUID inválido"] });
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { messagesOf } from "@shared/validation/test-helpers";
import { brCodeText, receiverCitySchema, receiverNameSchema } from "./pix-receiver";

describe("brCodeText", () => {
  it.each([
    ["São João Eletrônicos", "SAO JOAO ELETRONICOS"],
    ["Assistência Técnica Conceição", "ASSISTENCIA TECNICA CONCEICAO"],
    ["Ação Ótica Ñandú Über", "ACAO OTICA NANDU UBER"],
    ["J.R. Celulares", "J.R. CELULARES"],
    ["Silva & Filhos", "SILVA & FILHOS"],
    ["Embu-Guaçu", "EMBU-GUACU"],
    ["Santa Bárbara d’Oeste", "SANTA BARBARA D'OESTE"],
    ["D´Ávila Consertos", "D'AVILA CONSERTOS"],
    ["Loja (Centro) @ 1º andar", "LOJA CENTRO 1 ANDAR"],
    ["  Conserta   Já  ", "CONSERTA JA"],
    ["Cell 📱 Fix", "CELL FIX"],
    ["Straße", "STRASSE"],
    // Typed in decomposed form (e + combining acute), as some phones send it.
    ["Jose\u0301", "JOSE"],
    ["東京", ""],
  ])("%s → %s", (typed, shown) => {
    expect(brCodeText(typed)).toBe(shown);
  });

  it("keeps only A–Z, 0–9, space and . - ' &, with no space at either end or twice, and is idempotent", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), (text) => {
        const shown = brCodeText(text);
        expect(shown).toMatch(/^(?:[A-Z0-9.&'-]+(?: [A-Z0-9.&'-]+)*)?$/);
        expect(brCodeText(shown)).toBe(shown);
      }),
    );
  });
});

describe("receiverNameSchema", () => {
  it("gives the name as the BR Code carries it", () => {
    expect(receiverNameSchema.parse(" Assistência Técnica Zé ")).toBe("ASSISTENCIA TECNICA ZE");
  });

  it("measures the name after its accents are gone: 25 characters fit, 26 do not", () => {
    expect(receiverNameSchema.parse("Çéléstïñò Ãssistêñcïà Lta")).toBe("CELESTINO ASSISTENCIA LTA");
    expect(messagesOf(receiverNameSchema, "Assistência Técnica São José")).toEqual([
      "Nome do recebedor muito longo para o Pix: até 25 caracteres sem acentos; abrevie se preciso",
    ]);
  });

  it("refuses a blank name, and one with nothing the BR Code can carry", () => {
    expect(messagesOf(receiverNameSchema, "   ")).toEqual(["Informe o nome do recebedor do Pix"]);
    expect(messagesOf(receiverNameSchema, undefined)).toEqual(["Informe o nome do recebedor do Pix"]);
    expect(messagesOf(receiverNameSchema, "(@)")).toEqual(["Nome do recebedor deve ter letras ou números"]);
  });
});

describe("receiverCitySchema", () => {
  it("gives the city as the BR Code carries it, up to 15 characters", () => {
    expect(receiverCitySchema.parse("São Paulo")).toBe("SAO PAULO");
    expect(receiverCitySchema.parse("Florianópolis")).toBe("FLORIANOPOLIS");
    expect(receiverCitySchema.parse("S J dos Campos")).toBe("S J DOS CAMPOS");
  });

  it("asks for a long city to be shortened, and refuses a blank one", () => {
    expect(messagesOf(receiverCitySchema, "São José dos Campos")).toEqual([
      "Cidade muito longa para o Pix: até 15 caracteres sem acentos; abrevie se preciso (S J DOS CAMPOS)",
    ]);
    expect(messagesOf(receiverCitySchema, "")).toEqual(["Informe a cidade do recebedor do Pix"]);
    expect(messagesOf(receiverCitySchema, "…")).toEqual(["Cidade do recebedor deve ter letras ou números"]);
    expect(messagesOf(receiverCitySchema, "- . -")).toEqual(["Cidade do recebedor deve ter letras ou números"]);
  });
});

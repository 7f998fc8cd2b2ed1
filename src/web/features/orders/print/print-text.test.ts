import { describe, expect, it } from "vitest";
import type { CompanyInfo } from "@shared/client-types";
import { DEFAULT_WARRANTY_TERMS } from "@shared/warranty-terms";
import { accessoriesText, companyLines, receiptPaperLengthMm } from "./print-text";

describe("printout texts", () => {
  it("lists the accessories by their labels, then the free text, or says there were none", () => {
    expect(accessoriesText({ accessories: ["carregador", "cartao_memoria"], accessoriesNote: "Película" })).toBe(
      "Carregador, Cartão de memória, Película",
    );
    expect(accessoriesText({ accessories: [], accessoriesNote: "Só a capinha" })).toBe("Só a capinha");
    expect(accessoriesText({ accessories: [], accessoriesNote: null })).toBe("Nenhum");
  });

  it("writes the shop's numbers formatted and skips what it has not filled in", () => {
    const company: CompanyInfo = {
      name: "Conserta Tudo",
      cnpj: "11222333000181",
      phone: "1140028922",
      email: "contato@conserta.com",
      address: "Rua do Reparo, 42",
      cep: "01310100",
      warrantyTerms: DEFAULT_WARRANTY_TERMS,
    };
    expect(companyLines(company)).toEqual([
      "CNPJ 11.222.333/0001-81",
      "(11) 4002-8922 · contato@conserta.com",
      "Rua do Reparo, 42 · CEP 01310-100",
    ]);
    expect(companyLines({ ...company, cnpj: null, phone: null, address: null, cep: null })).toEqual([
      "contato@conserta.com",
    ]);
    expect(companyLines(undefined)).toEqual([]);
  });

  it("asks for as much receipt paper as the content, its margins and a millimetre of slack", () => {
    // 96 CSS px are an inch, 25.4 mm: 378 px are 100.0 mm, rounded up, plus 3 + 3 mm of margins and 1 mm.
    expect(receiptPaperLengthMm(378)).toBe(108);
    expect(receiptPaperLengthMm(378.1)).toBe(108);
    expect(receiptPaperLengthMm(380)).toBe(108);
    expect(receiptPaperLengthMm(0)).toBe(7);
  });
});

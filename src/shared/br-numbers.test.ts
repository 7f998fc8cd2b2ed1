import { describe, expect, it } from "vitest";
import {
  mobileE164,
  digitsOf,
  formatCep,
  formatCnpj,
  formatCpf,
  formatPhone,
  numberSearchDigits,
  phoneDigitsOf,
} from "./br-numbers.ts";

describe("digitsOf", () => {
  it("keeps the digits only", () => {
    expect(digitsOf("(11) 98765-4321")).toBe("11987654321");
    expect(digitsOf("529.982.247-25")).toBe("52998224725");
    expect(digitsOf(null)).toBe("");
    expect(digitsOf(undefined)).toBe("");
  });
});

describe("phoneDigitsOf", () => {
  it("drops the country code typed with a + or counted by the length", () => {
    expect(phoneDigitsOf("+55 11 98765-4321")).toBe("11987654321");
    expect(phoneDigitsOf("5511987654321")).toBe("11987654321");
    expect(phoneDigitsOf("551134567890")).toBe("1134567890");
  });

  it("keeps the area code 55 of a national number", () => {
    expect(phoneDigitsOf("(55) 99123-4567")).toBe("55991234567");
    expect(phoneDigitsOf("5534567890")).toBe("5534567890");
  });
});

describe("formatters", () => {
  it("format whole numbers", () => {
    expect(formatCpf("52998224725")).toBe("529.982.247-25");
    expect(formatCnpj("11222333000181")).toBe("11.222.333/0001-81");
    expect(formatPhone("11987654321")).toBe("(11) 98765-4321");
    expect(formatPhone("1134567890")).toBe("(11) 3456-7890");
    expect(formatCep("01310100")).toBe("01310-100");
  });

  it("format a number typed formatted, otherwise or with the country code the same way", () => {
    expect(formatCpf("529.982.247-25")).toBe("529.982.247-25");
    expect(formatCpf("529982247-25")).toBe("529.982.247-25");
    expect(formatCnpj("11.222.333/0001-81")).toBe("11.222.333/0001-81");
    expect(formatPhone("(11) 98765-4321")).toBe("(11) 98765-4321");
    expect(formatPhone("+55 11 98765-4321")).toBe("(11) 98765-4321");
    expect(formatCep("01.310-100")).toBe("01310-100");
  });

  it("format partial numbers as they are typed", () => {
    expect(formatCpf("5")).toBe("5");
    expect(formatCpf("529")).toBe("529");
    expect(formatCpf("5299")).toBe("529.9");
    expect(formatCpf("529982247")).toBe("529.982.247");
    expect(formatCpf("5299822472")).toBe("529.982.247-2");
    expect(formatCnpj("112223330")).toBe("11.222.333/0");
    expect(formatPhone("1")).toBe("(1");
    expect(formatPhone("11")).toBe("(11");
    expect(formatPhone("119")).toBe("(11) 9");
    expect(formatPhone("1198765")).toBe("(11) 9876-5");
    expect(formatPhone("1198765432")).toBe("(11) 9876-5432");
    expect(formatCep("013101")).toBe("01310-1");
  });

  it("show nothing for no number, and a text that is not one as it is", () => {
    for (const format of [formatCpf, formatCnpj, formatPhone, formatCep]) {
      expect(format(null)).toBe("");
      expect(format(undefined)).toBe("");
      expect(format("")).toBe("");
      expect(format("ANONIMIZADO")).toBe("ANONIMIZADO");
    }
  });

  it("show a number longer than its kind as stored", () => {
    expect(formatCpf("529982247251")).toBe("529982247251");
    expect(formatPhone("119876543210")).toBe("119876543210");
    expect(formatCep("013101001")).toBe("013101001");
  });
});

describe("numberSearchDigits", () => {
  it("gives the digits of a search typed as a number, formatted or not", () => {
    expect(numberSearchDigits("529.982")).toBe("529982");
    expect(numberSearchDigits("52998224725")).toBe("52998224725");
    expect(numberSearchDigits("(11) 98765")).toBe("1198765");
    expect(numberSearchDigits("11.222.333/0001")).toBe("112223330001");
    expect(numberSearchDigits("+55 11")).toBe("5511");
  });

  it("gives nothing for a search of words, or without a digit", () => {
    expect(numberSearchDigits("Maria 11")).toBeUndefined();
    expect(numberSearchDigits("joao123@x.com")).toBeUndefined();
    expect(numberSearchDigits("-")).toBeUndefined();
    expect(numberSearchDigits("")).toBeUndefined();
  });
});

describe("mobileE164", () => {
  it("gives a mobile with its DDD as 55 + DDD + number, however it was typed", () => {
    expect(mobileE164("(11) 98765-4321")).toBe("5511987654321");
    expect(mobileE164("+55 21 99876-5432")).toBe("5521998765432");
  });
  it("refuses landlines, numbers without DDD and nothing at all", () => {
    expect(mobileE164("(11) 3456-7890")).toBeNull();
    expect(mobileE164("98765-4321")).toBeNull();
    expect(mobileE164(null)).toBeNull();
  });
});

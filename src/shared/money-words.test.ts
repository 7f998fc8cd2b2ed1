import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { amountInWords } from "./money-words";

const MAX_CENTS = 9_999_999_999_999; // R$ 99.999.999.999,99, the Currency rule's largest amount

// The test's own reader of the words back into centavos, sharing nothing with the writer: each number
// word adds to the class being read, each scale word closes it, "real(is)" ends the reais.
// prettier-ignore
const VALUES: Record<string, number> = {
  zero: 0, um: 1, dois: 2, três: 3, quatro: 4, cinco: 5, seis: 6, sete: 7, oito: 8, nove: 9, dez: 10,
  onze: 11, doze: 12, treze: 13, quatorze: 14, quinze: 15, dezesseis: 16, dezessete: 17, dezoito: 18,
  dezenove: 19, vinte: 20, trinta: 30, quarenta: 40, cinquenta: 50, sessenta: 60, setenta: 70, oitenta: 80,
  noventa: 90, cem: 100, cento: 100, duzentos: 200, trezentos: 300, quatrocentos: 400, quinhentos: 500,
  seiscentos: 600, setecentos: 700, oitocentos: 800, novecentos: 900,
};
const SCALES: Record<string, number> = { mil: 1e3, milhão: 1e6, milhões: 1e6, bilhão: 1e9, bilhões: 1e9 };

function readCents(text: string): number {
  let total = 0;
  let current = 0;
  let reais = 0;
  for (const word of text.replace(/,/g, "").split(" ")) {
    if (word in VALUES) current += VALUES[word]!;
    else if (word in SCALES) [total, current] = [total + (current || 1) * SCALES[word]!, 0];
    else if (word === "real" || word === "reais") [reais, total, current] = [total + current, 0, 0];
    else if (word !== "e" && word !== "de" && word !== "centavo" && word !== "centavos") throw new Error(word);
  }
  return reais * 100 + total + current;
}

describe("amountInWords", () => {
  it.each([
    [15030, "cento e cinquenta reais e trinta centavos"],
    [0, "zero reais"],
    [1, "um centavo"],
    [30, "trinta centavos"],
    [99, "noventa e nove centavos"],
    [100, "um real"],
    [101, "um real e um centavo"],
    [150, "um real e cinquenta centavos"],
    [200, "dois reais"],
    [1000, "dez reais"],
    [1400, "quatorze reais"],
    [1600, "dezesseis reais"],
    [2100, "vinte e um reais"],
    [10000, "cem reais"],
    [10100, "cento e um reais"],
    [11000, "cento e dez reais"],
    [20500, "duzentos e cinco reais"],
    [99900, "novecentos e noventa e nove reais"],
    [100000, "mil reais"],
    [100100, "mil e um reais"],
    [102000, "mil e vinte reais"],
    [110000, "mil e cem reais"],
    [111000, "mil cento e dez reais"],
    [150000, "mil e quinhentos reais"],
    [153600, "mil quinhentos e trinta e seis reais"],
    [250000, "dois mil e quinhentos reais"],
    [262300, "dois mil seiscentos e vinte e três reais"],
    [304800, "três mil e quarenta e oito reais"],
    [1040000, "dez mil e quatrocentos reais"],
    [1052000, "dez mil quinhentos e vinte reais"],
    [10000000, "cem mil reais"],
    [10010000, "cem mil e cem reais"],
    [85274600, "oitocentos e cinquenta e dois mil setecentos e quarenta e seis reais"],
    [100000000, "um milhão de reais"],
    [100000100, "um milhão e um reais"],
    [100001100, "um milhão e onze reais"],
    [100010000, "um milhão e cem reais"],
    [100011000, "um milhão, cento e dez reais"],
    [100100000, "um milhão e mil reais"],
    [120000000, "um milhão e duzentos mil reais"],
    [123000000, "um milhão, duzentos e trinta mil reais"],
    [123011000, "um milhão, duzentos e trinta mil cento e dez reais"],
    [200000000, "dois milhões de reais"],
    [200000050, "dois milhões de reais e cinquenta centavos"],
    [250000000, "dois milhões e quinhentos mil reais"],
    [
      342683243,
      "três milhões, quatrocentos e vinte e seis mil oitocentos e trinta e dois reais e quarenta e três centavos",
    ],
    [1_000_000_000, "dez milhões de reais"],
    [100_000_000_000, "um bilhão de reais"],
    [100_100_000_000, "um bilhão e um milhão de reais"],
    [215_000_000_100, "dois bilhões, cento e cinquenta milhões e um reais"],
    [215_020_005_000, "dois bilhões, cento e cinquenta milhões, duzentos mil e cinquenta reais"],
    [
      4_135_843_922_400,
      "quarenta e um bilhões, trezentos e cinquenta e oito milhões, quatrocentos e trinta e nove mil duzentos e vinte e quatro reais",
    ],
    [
      MAX_CENTS,
      "noventa e nove bilhões, novecentos e noventa e nove milhões, novecentos e noventa e nove mil novecentos e noventa e nove reais e noventa e nove centavos",
    ],
  ])("%i centavos → %s", (cents, words) => {
    expect(amountInWords(cents)).toBe(words);
  });

  it("reads back as the amount it was written from, with the rules' shape", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_CENTS }), (cents) => {
        const words = amountInWords(cents);
        expect(readCents(words)).toBe(cents);
        expect(words).toMatch(/^[a-zêõã ,]+$/);
        expect(words).not.toMatch(/ {2}|, e |^e |(^|, )um mil\b|\bcem e\b/);
      }),
    );
  });

  it("reads back amounts made of round classes, where the 'e' and 'de reais' rules turn", () => {
    const roundClass = fc.constantFrom(0, 1, 2, 10, 20, 99, 100, 101, 110, 200, 230, 500, 999);
    const billions = fc.constantFrom(0, 1, 2, 10, 20, 99);
    fc.assert(
      fc.property(billions, roundClass, roundClass, roundClass, (b, m, t, u) => {
        const cents = (((b * 1000 + m) * 1000 + t) * 1000 + u) * 100;
        expect(readCents(amountInWords(cents))).toBe(cents);
      }),
    );
  });

  it.each([-1, 0.5, MAX_CENTS + 1, Number.NaN, Number.POSITIVE_INFINITY])("refuses %s", (cents) => {
    expect(() => amountInWords(cents)).toThrow(RangeError);
  });
});

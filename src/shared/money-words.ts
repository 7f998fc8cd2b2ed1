import { MAX_AMOUNT } from "@shared/money.ts";

/**
 * Amounts in words in Brazilian Portuguese, for receipts ("cento e cinquenta reais e trinta centavos").
 * Our own code: `extenso` 3 needs Node 22 (GUIDE §1). The rules, as Brazilian grammars give them
 * (Napoleão Mendes de Almeida; Suárez Abreu's Gramática Mínima; normaculta.com.br) and as `extenso`
 * writes them:
 * - "e" joins hundreds, tens and units within a class of three digits: "trezentos e quarenta e cinco".
 * - Between classes there is no "e", except before the last class that is not zero when it is below
 *   one hundred or a round hundred: "mil e cem", "mil e vinte", but "mil cento e dez"; "um milhão e
 *   duzentos mil", but "um milhão, duzentos e trinta mil".
 * - A comma follows a class of millions or billions when no "e" does ("três milhões, quatrocentos e
 *   vinte e seis mil oitocentos e trinta e dois"); none follows "mil", whose class reads on into the
 *   hundreds. Grammars differ on commas, not on the "e"; this is the form cheques are written in.
 * - "mil", never "um mil"; "cem" alone, "cento" before more; "quatorze", the spelling more common in
 *   Brazil (both are in the VOLP).
 * - "de reais" after a round million or billion ("um milhão de reais", "dois bilhões de reais"), plain
 *   "reais" otherwise ("um milhão e duzentos mil reais").
 * - "um real", "um centavo"; "zero reais" for nothing; only centavos when there are no reais.
 */

const UNITS = [
  "zero",
  "um",
  "dois",
  "três",
  "quatro",
  "cinco",
  "seis",
  "sete",
  "oito",
  "nove",
  "dez",
  "onze",
  "doze",
  "treze",
  "quatorze",
  "quinze",
  "dezesseis",
  "dezessete",
  "dezoito",
  "dezenove",
];
const TENS = ["", "", "vinte", "trinta", "quarenta", "cinquenta", "sessenta", "setenta", "oitenta", "noventa"];
const HUNDREDS = [
  "",
  "cento",
  "duzentos",
  "trezentos",
  "quatrocentos",
  "quinhentos",
  "seiscentos",
  "setecentos",
  "oitocentos",
  "novecentos",
];
// Singular and plural of each class above the units; 99,999,999,999 reais stops at billions.
const SCALES = [
  ["", ""],
  ["mil", "mil"],
  ["milhão", "milhões"],
  ["bilhão", "bilhões"],
] as const;

// The Currency rule's largest amount (docs/product.md §5), with its 99 centavos.
const MAX_CENTS = MAX_AMOUNT * 100 + 99;

/** 1 to 999, with "e" between hundreds, tens and units. */
function belowThousand(n: number): string {
  if (n === 100) return "cem";
  const rest = n % 100;
  const words = n >= 100 ? [HUNDREDS[Math.floor(n / 100)]] : [];
  if (rest >= 20) {
    words.push(TENS[Math.floor(rest / 10)]);
    if (rest % 10) words.push(UNITS[rest % 10]);
  } else if (rest) {
    words.push(UNITS[rest]);
  }
  return words.join(" e ");
}

/** One class of three digits with its scale word: "duzentos e trinta mil", "mil", "um milhão". */
function classInWords(value: number, scale: number): string {
  if (scale === 0) return belowThousand(value);
  if (scale === 1 && value === 1) return "mil";
  const [singular, plural] = SCALES[scale] ?? SCALES[0];
  return `${belowThousand(value)} ${value === 1 ? singular : plural}`;
}

/** A whole number from 1 up to 999,999,999,999 in words. */
function integerInWords(n: number): string {
  const classes: { value: number; scale: number }[] = [];
  for (let rest = n, scale = 0; rest > 0; rest = Math.floor(rest / 1000), scale++) {
    if (rest % 1000) classes.unshift({ value: rest % 1000, scale });
  }
  return classes
    .map(({ value, scale }, index) => {
      const words = classInWords(value, scale);
      if (index === 0) return words;
      const last = index === classes.length - 1;
      if (last && (value < 100 || value % 100 === 0)) return ` e ${words}`;
      return (classes[index - 1]?.scale ?? 0) >= 2 ? `, ${words}` : ` ${words}`;
    })
    .join("");
}

function reaisInWords(reais: number): string {
  if (reais === 1) return "um real";
  const roundMillions = reais >= 1_000_000 && reais % 1_000_000 === 0;
  return `${integerInWords(reais)} ${roundMillions ? "de reais" : "reais"}`;
}

function centavosInWords(centavos: number): string {
  return centavos === 1 ? "um centavo" : `${integerInWords(centavos)} centavos`;
}

/**
 * Centavos in words: 15030 → "cento e cinquenta reais e trinta centavos". From zero up to the Currency
 * rule's R$ 99.999.999.999,99; anything else (negative, fractional, larger) is a programming error.
 */
export function amountInWords(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0 || cents > MAX_CENTS) {
    throw new RangeError(`not an amount in centavos from 0 to ${MAX_CENTS}: ${cents}`);
  }
  const reais = Math.floor(cents / 100);
  const centavos = cents % 100;
  if (reais === 0 && centavos === 0) return "zero reais";
  if (reais === 0) return centavosInWords(centavos);
  if (centavos === 0) return reaisInWords(reais);
  return `${reaisInWords(reais)} e ${centavosInWords(centavos)}`;
}

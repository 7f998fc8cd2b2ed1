import { randomUUID } from "node:crypto";
import { eanCheckDigit } from "@shared/barcode";
import { fromCents } from "@shared/money";
import { isValidCnpj } from "@shared/validation/cnpj";
import { makePhone } from "./generators";
import { catalogLines, type CatalogLine } from "./parts-catalog";
import { FIRST_NAMES, SURNAMES } from "./pt-br-names";
import type { Random } from "./random";

// Pure makers of the stock's records (parts, suppliers): the seed writes them, the unit tests hold
// them to the shared zod schemas (what the API would accept from a form).

/** A part as the seed inserts it (its quantity and average cost come from its moves), and what it costs to buy. */
export interface ShopProduct {
  id: string;
  name: string;
  sku: string;
  barcode: string | null;
  fits: string | null;
  location: string;
  price: string;
  minimum: number;
  active: boolean;
  createdAt: Date;
  updatedAt: Date;
  /** What a supplier charges for it, in centavos: purchases vary around it. Not a column. */
  listCostCents: number;
}

/**
 * An EAN-13 with its check digit: Brazil's GS1 prefix (789), a maker's code, and the serial, so two
 * parts never share one (up to a million parts).
 */
export function makeEan13(random: Random, serial: number): string {
  const body = `789${random.int(100, 999)}${String(serial % 1_000_000).padStart(6, "0")}`;
  return `${body}${eanCheckDigit(body)}`;
}

/** Whole reais, or ending in ,90, as shops price: a markup of 1.8–3× the list cost. */
function retailPriceCents(random: Random, costCents: number): number {
  const reais = Math.max(1, Math.ceil((costCents * (1.8 + random.next() * 1.2)) / 100));
  return random.chance(0.4) ? reais * 100 - 10 : reais * 100;
}

/** Films, cases, cables and chargers are sold at the counter: they hang on its displays. */
const ON_DISPLAY = new Set(["PEL", "PCA", "CAI", "CSI", "CCA", "CAL", "CCO", "CSC", "CAB", "CTO", "FON", "FBT"]);

function locationOf(random: Random, line: CatalogLine): string {
  if (ON_DISPLAY.has(line.code)) return `Expositor ${random.int(1, 6)}`;
  if (line.modelCode === "") return `Prateleira ${random.pick(["A", "B", "C", "D"])}${random.int(1, 5)}`;
  return `Gaveta ${random.pick(["A", "B", "C", "D", "E", "F"])}${random.int(1, 12)}`;
}

/**
 * `count` parts from the catalog's lines, shuffled (the same for a seed), dated by `dateOf(index)`.
 * Most carry an EAN-13 from the maker; some the shop's own code, printed on a label; a few none.
 * Past the catalog's ~22,000 lines the same parts come again from another line of a maker, each
 * with its own SKU and barcode.
 */
export function makeProducts(random: Random, count: number, dateOf: (index: number) => Date): ShopProduct[] {
  const lines = catalogLines();
  for (let i = lines.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [lines[i], lines[j]] = [lines[j]!, lines[i]!];
  }
  return Array.from({ length: count }, (_, i) => {
    const line = lines[i % lines.length]!;
    const round = Math.floor(i / lines.length);
    const serial = String(i + 1).padStart(5, "0");
    const listCostCents = random.int(line.cost[0], line.cost[1]) * 100 + random.pick([0, 0, 50, 90]);
    const roll = random.next();
    const createdAt = dateOf(i);
    return {
      id: randomUUID(),
      name: round === 0 ? line.name : `${line.name} (linha ${round + 1})`,
      sku: [line.code, line.modelCode, serial].filter(Boolean).join("-"),
      barcode: roll < 0.85 ? makeEan13(random, i) : roll < 0.93 ? `BC-${serial}` : null,
      fits: line.fits,
      location: locationOf(random, line),
      price: fromCents(retailPriceCents(random, listCostCents)),
      minimum: random.int(line.minimum[0], line.minimum[1]),
      // A part the shop stopped carrying: registered, never stocked.
      active: !random.chance(0.02),
      createdAt,
      updatedAt: createdAt,
      listCostCents,
    };
  });
}

const DISTRIBUTORS = [
  "Cell Parts Distribuidora",
  "Tech Peças Atacado",
  "Mundo das Telas",
  "Eletrônica Santa Ifigênia",
  "Brasil Cell Importadora",
  "Top Peças Assistência",
  "Center Baterias",
  "Infotec Componentes",
  "Refrigeração e Lavadoras Peças",
  "Imports Mobile",
] as const;

/** Digits only, with its two check digits (the first twelve drawn, the last two the only ones that pass). */
export function makeCnpj(random: Random): string {
  const body = `${random.int(10_000_000, 99_999_999)}0001`;
  for (let check = 0; check < 100; check++) {
    const cnpj = `${body}${String(check).padStart(2, "0")}`;
    if (isValidCnpj(cnpj)) return cnpj;
  }
  throw new Error(`no check digits for ${body}`);
}

export function makeSupplier(random: Random, serial: number) {
  const base = DISTRIBUTORS[serial % DISTRIBUTORS.length]!;
  const name = serial < DISTRIBUTORS.length ? base : `${base} ${Math.floor(serial / DISTRIBUTORS.length) + 1}`;
  const contact = `${random.pick(FIRST_NAMES)} ${random.pick(SURNAMES)}`;
  return {
    id: randomUUID(),
    name,
    cnpj: makeCnpj(random),
    contact,
    phone: makePhone(random, random.pick([11, 11, 21, 31, 41])),
    email: `vendas${serial + 1}@${name
      .normalize("NFD")
      .replace(/[^A-Za-z]/g, "")
      .toLowerCase()
      .slice(0, 20)}.com.br`,
  };
}

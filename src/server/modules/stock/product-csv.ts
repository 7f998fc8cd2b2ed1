import Papa from "papaparse";
import { productSchema, type ProductInput } from "@shared/validation/stock";

// The catalog as a spreadsheet (docs/decisions/046): the columns a shop's CSV names, in pt-BR, read
// with their usual spellings (accents, case and spaces aside), and amounts as people type them.

/** Each column: its field, the header written on export, and the other names an import accepts. */
export const CSV_COLUMNS = [
  { field: "name", header: "nome", aliases: ["peca", "produto", "descricao"] },
  { field: "sku", header: "sku", aliases: ["codigo"] },
  { field: "barcode", header: "codigo_barras", aliases: ["codigo de barras", "ean", "gtin"] },
  { field: "fits", header: "modelos", aliases: ["modelos compativeis", "compatibilidade"] },
  { field: "costCents", header: "custo", aliases: ["custo unitario", "preco de custo"] },
  { field: "priceCents", header: "preco", aliases: ["preco de venda", "valor"] },
  { field: "quantity", header: "quantidade", aliases: ["qtd", "estoque"] },
  { field: "minimum", header: "minimo", aliases: ["estoque minimo"] },
  { field: "location", header: "local", aliases: ["localizacao", "gaveta", "prateleira"] },
] as const;
type Field = (typeof CSV_COLUMNS)[number]["field"];

const LABELS: Record<Field, string> = {
  name: "nome",
  sku: "SKU",
  barcode: "código de barras",
  fits: "modelos",
  costCents: "custo",
  priceCents: "preço",
  quantity: "quantidade",
  minimum: "mínimo",
  location: "local",
};
const MONEY_FIELDS = new Set<Field>(["costCents", "priceCents"]);
const UNIT_FIELDS = new Set<Field>(["quantity", "minimum"]);

/** The most rows one file may carry: a whole shop's catalog, read and checked in one request. */
export const MAX_IMPORT_ROWS = 20_000;

const plain = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[_\s]+/g, " ")
    .trim();

/** Header → field, by any of its names; unknown headers are left out. */
function fieldOf(header: string): Field | null {
  const name = plain(header);
  const column = CSV_COLUMNS.find((c) => plain(c.header) === name || c.aliases.some((a) => plain(a) === name));
  return column?.field ?? null;
}

/** "R$ 1.234,56", "1234,56", "1234.56", "12" → centavos; NaN when it is not an amount. */
export function centsOf(text: string): number {
  let value = text.replace(/R\$|\s/g, "");
  if (value.includes(",")) value = value.replace(/\./g, "").replace(",", ".");
  if (!/^-?\d+(\.\d{1,2})?$/.test(value)) return Number.NaN;
  const [whole, fraction = ""] = value.replace("-", "").split(".");
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  return value.startsWith("-") ? -cents : cents;
}

function valueOf(field: Field, text: string): unknown {
  const trimmed = text.trim();
  if (trimmed === "") return undefined;
  if (MONEY_FIELDS.has(field)) return centsOf(trimmed);
  if (UNIT_FIELDS.has(field)) return /^-?\d+([.,]\d+)?$/.test(trimmed) ? Number(trimmed.replace(",", ".")) : Number.NaN;
  return trimmed;
}

export interface CsvRow {
  /** The line in the file (the header is line 1). */
  line: number;
  product: ProductInput | null;
  errors: string[];
}

export type CsvReading = { rows: CsvRow[] } | { problem: string };

/**
 * Every data line of a CSV (comma or semicolon, as spreadsheets in Brazil write it), each checked by
 * the part's own schema, its errors named by column in pt-BR. Nothing about the database here.
 */
export function readProductCsv(text: string): CsvReading {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), { skipEmptyLines: "greedy" });
  const [header, ...lines] = parsed.data;
  if (!header || lines.length === 0) return { problem: "O arquivo está vazio: a primeira linha nomeia as colunas." };
  const fields = header.map(fieldOf);
  if (!fields.includes("name"))
    return {
      problem: `A coluna "nome" não foi encontrada. Colunas aceitas: ${CSV_COLUMNS.map((c) => c.header).join(", ")}.`,
    };
  if (lines.length > MAX_IMPORT_ROWS)
    return { problem: `O arquivo tem ${lines.length} linhas; o máximo é ${MAX_IMPORT_ROWS}. Divida-o em partes.` };
  const rows = lines.map((cells, index): CsvRow => {
    const values: Partial<Record<Field, unknown>> = {};
    fields.forEach((field, i) => {
      if (field) values[field] = valueOf(field, cells[i] ?? "");
    });
    const result = productSchema.safeParse(values);
    if (result.success) return { line: index + 2, product: result.data, errors: [] };
    const errors = result.error.issues.map((issue) => {
      const field = issue.path[0] as Field | undefined;
      return field ? `${LABELS[field]}: ${issue.message}` : issue.message;
    });
    return { line: index + 2, product: null, errors };
  });
  return { rows };
}

/** The catalog as CSV, the import's own columns: costs only for who sees them. */
export function writeProductCsv(
  rows: {
    name: string;
    sku: string | null;
    barcode: string | null;
    fits: string | null;
    costCents?: number;
    priceCents: number;
    quantity: number;
    minimum: number;
    location: string | null;
  }[],
  withCosts: boolean,
): string {
  const columns = CSV_COLUMNS.filter((c) => withCosts || c.field !== "costCents");
  const money = (cents: number) => `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, "0")}`;
  const data = rows.map((row) =>
    columns.map(({ field }) => {
      const value = row[field];
      if (value === undefined || value === null) return "";
      return MONEY_FIELDS.has(field) ? money(value as number) : String(value);
    }),
  );
  return Papa.unparse({ fields: columns.map((c) => c.header), data }, { delimiter: ";" });
}

import type { ReportCell, ReportSheet } from "./report-sheet";

/** Centavos as a Brazilian spreadsheet reads a number: 1234,50 (no thousands separator, comma decimals). */
export function csvAmount(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, "0")}`;
}

function csvField(cell: ReportCell): string {
  const text = typeof cell === "object" ? csvAmount(cell.cents) : String(cell);
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The report as a CSV that Excel and LibreOffice open as they are set up in Brazil: fields split by
 * ';' (the comma is the decimal mark), UTF-8 with a BOM (else Excel reads the accents as Latin-1),
 * CRLF lines, each table under its name and apart from the next by a blank line.
 */
export function reportCsv(sheets: ReportSheet[]): string {
  const lines = sheets.flatMap((sheet, i) => [
    ...(i > 0 ? [""] : []),
    csvField(sheet.name),
    sheet.header.map(csvField).join(";"),
    ...sheet.rows.map((row) => row.map(csvField).join(";")),
  ]);
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

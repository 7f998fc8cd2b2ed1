import type { ReportSheet } from "./report-sheet";

/**
 * The report as an XLSX workbook, one sheet per table, amounts as numbers shown with two decimals.
 * write-excel-file is imported here, when someone exports, so the report's page does not carry it.
 */
export async function reportXlsx(sheets: ReportSheet[]): Promise<Blob> {
  const { default: writeExcelFile } = await import("write-excel-file/browser");
  return writeExcelFile(
    sheets.map((sheet) => ({
      sheet: sheet.name,
      data: [
        sheet.header.map((title) => ({ value: title, fontWeight: "bold" as const })),
        ...sheet.rows.map((row) =>
          row.map((cell) =>
            typeof cell === "object"
              ? // Centavos to reais only here, for the spreadsheet's display: never summed by us.
                { value: cell.cents / 100, format: "#,##0.00" }
              : { value: cell },
          ),
        ),
      ],
      columns: sheet.header.map((_, i) => ({ width: i === 0 ? 28 : 18 })),
    })),
  ).toBlob();
}

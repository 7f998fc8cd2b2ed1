/** A cell of an exported report: text, a count, or an amount in centavos (written as money). */
export type ReportCell = string | number | { cents: number };

/** One table of a report as the files write it (CSV and XLSX alike). */
export interface ReportSheet {
  name: string;
  header: string[];
  rows: ReportCell[][];
}

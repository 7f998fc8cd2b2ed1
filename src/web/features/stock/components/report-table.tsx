import { formatCents } from "@shared/money";
import { RegionCard } from "@web/components/ui/region-card";
import type { ReportSheet } from "@web/lib/report-export/report-sheet";

/** One of a report's tables on screen, as its file writes it: amounts as money, counts and amounts to the right. */
export function ReportTable({ id, sheet, empty }: { id: string; sheet: ReportSheet; empty: string }) {
  return (
    <RegionCard id={id} title={sheet.name}>
      {sheet.rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">{sheet.name}</caption>
            <thead>
              <tr className="border-b border-border">
                {sheet.header.map((title, i) => (
                  <th key={title} scope="col" className={`py-2 font-medium ${i === 0 ? "text-left" : "text-right"}`}>
                    {title}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {sheet.rows.map((row, r) => (
                <tr key={r} className="border-b border-border last:border-0">
                  {row.map((cell, i) =>
                    i === 0 ? (
                      <th key={i} scope="row" className="py-2 text-left font-normal break-words">
                        {String(cell)}
                      </th>
                    ) : (
                      <td key={i} className="py-2 pl-3 text-right tabular-nums">
                        {typeof cell === "object" ? formatCents(cell.cents) : cell}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </RegionCard>
  );
}

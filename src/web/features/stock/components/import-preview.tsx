import { formatCents } from "@shared/money";
import type { ProductImportPreview } from "@shared/stock-types";
import { countOf } from "@web/lib/format";

/** The bad lines listed and the good ones shown; the rest are counted, so the dialog stays short. */
const ERRORS_SHOWN = 10;
const SAMPLE_SHOWN = 5;

/** A CSV's preview: its counts, what to fix line by line, and the first parts as they would be registered. */
export function ImportPreview({ preview }: { preview: ProductImportPreview }) {
  const shown = preview.errors.slice(0, ERRORS_SHOWN);
  const more = preview.invalid - shown.length;
  return (
    <div className="space-y-4">
      <p role="status" className="text-sm font-medium">
        {countOf(preview.rows, "linha", "linhas")}, {countOf(preview.valid, "pronta", "prontas")}, {preview.invalid} com
        erro
      </p>
      {shown.length > 0 && (
        <div className="space-y-1 rounded-md border border-destructive p-3 text-sm">
          <ul aria-label="Linhas com erro" className="space-y-1 text-destructive">
            {shown.map(({ line, errors }) => (
              <li key={line} className="break-words">
                Linha {line} — {errors.join("; ")}
              </li>
            ))}
          </ul>
          {more > 0 && <p className="text-muted-foreground">e mais {countOf(more, "linha", "linhas")} com erro</p>}
        </div>
      )}
      {preview.sample.length > 0 && <SampleTable sample={preview.sample.slice(0, SAMPLE_SHOWN)} />}
    </div>
  );
}

function SampleTable({ sample }: { sample: ProductImportPreview["sample"] }) {
  const head = "px-2 py-1.5 text-left font-medium text-muted-foreground";
  const number = "px-2 py-1.5 text-right tabular-nums";
  return (
    // Focusable, so a keyboard can scroll it sideways on a phone.
    <div
      tabIndex={0}
      role="region"
      aria-label="Primeiras linhas prontas"
      className="overflow-x-auto rounded-md border border-border"
    >
      <table className="w-full text-sm">
        <caption className="sr-only">Primeiras linhas prontas</caption>
        <thead className="border-b border-border">
          <tr>
            <th scope="col" className={head}>
              Nome
            </th>
            <th scope="col" className={head}>
              SKU
            </th>
            <th scope="col" className={head}>
              Código
            </th>
            <th scope="col" className={`${head} text-right`}>
              Preço
            </th>
            <th scope="col" className={`${head} text-right`}>
              Quantidade
            </th>
          </tr>
        </thead>
        <tbody>
          {sample.map((row) => (
            <tr key={row.line} className="border-b border-border last:border-0">
              <td className="px-2 py-1.5 break-words">{row.name}</td>
              <td className="px-2 py-1.5">{row.sku ?? "—"}</td>
              <td className="px-2 py-1.5 tabular-nums">{row.barcode ?? "—"}</td>
              <td className={number}>{formatCents(row.priceCents)}</td>
              <td className={number}>{row.quantity}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

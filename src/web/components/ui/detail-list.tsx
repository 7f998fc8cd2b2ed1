import type { ReactNode } from "react";

/** A card's "Term: value" lines. */
export function DetailList({ rows }: { rows: readonly { term: string; value: ReactNode }[] }) {
  return (
    <dl className="space-y-1 text-sm">
      {rows.map((row) => (
        <div key={row.term} className="flex gap-2">
          <dt className="shrink-0 text-muted-foreground">{row.term}:</dt>
          <dd className="min-w-0 break-words">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A page's facts in two columns from sm up, each term above its value; "—" for one not known. */
export function FactGrid({ rows }: { rows: readonly { term: string; value: ReactNode }[] }) {
  return (
    <dl className="grid gap-2 text-sm sm:grid-cols-2">
      {rows.map((row) => (
        <div key={row.term}>
          <dt className="text-muted-foreground">{row.term}</dt>
          <dd className="break-words">{row.value || "—"}</dd>
        </div>
      ))}
    </dl>
  );
}

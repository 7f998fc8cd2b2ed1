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

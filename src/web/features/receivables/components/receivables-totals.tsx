import { formatCents } from "@shared/money";
import { AGE_BUCKET_LABELS, AGE_BUCKETS, type ReceivablesPage } from "@shared/payments";
import { Card } from "@web/components/ui/card";

/** What is owed by age of the debt (from the delivery), and in all: every order the filters match. */
export function ReceivablesTotals({ totals }: { totals: ReceivablesPage["totals"] }) {
  return (
    <section aria-labelledby="receivables-totals">
      <h2 id="receivables-totals" className="sr-only">
        Totais por idade
      </h2>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-5">
        {AGE_BUCKETS.map((bucket) => (
          <Card key={bucket} className="p-4">
            <dt className="text-sm text-muted-foreground">{AGE_BUCKET_LABELS[bucket]}</dt>
            <dd className="text-lg font-semibold">{formatCents(totals[bucket])}</dd>
          </Card>
        ))}
        <Card className="col-span-2 p-4 md:col-span-1">
          <dt className="text-sm text-muted-foreground">Total a receber</dt>
          <dd className="text-lg font-bold">{formatCents(totals.all)}</dd>
        </Card>
      </dl>
    </section>
  );
}

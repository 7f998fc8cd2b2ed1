import { REVENUE_GROUPINGS, type RevenueGrouping } from "@shared/payments";
import { SelectField } from "@web/components/ui/select-field";
import { TextField } from "@web/components/ui/text-field";
import type { RevenueQuery } from "@web/features/revenue/api/revenue-report";
import { GROUPING_LABELS } from "@web/features/revenue/report-text";

export const PERIOD_BACKWARDS = "A data final vem antes da inicial";

/** The report's period and grouping; the report follows each change. */
export function PeriodForm({ query, onChange }: { query: RevenueQuery; onChange: (query: RevenueQuery) => void }) {
  const backwards = query.from && query.to && query.from > query.to ? PERIOD_BACKWARDS : undefined;
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
      <TextField
        label="De"
        type="date"
        value={query.from}
        onChange={(event) => onChange({ ...query, from: event.target.value })}
      />
      <TextField
        label="Até"
        type="date"
        value={query.to}
        error={backwards}
        onChange={(event) => onChange({ ...query, to: event.target.value })}
      />
      <SelectField
        label="Agrupar por"
        value={query.groupBy}
        onChange={(event) => onChange({ ...query, groupBy: event.target.value as RevenueGrouping })}
        options={REVENUE_GROUPINGS.map((g) => ({ value: g, label: GROUPING_LABELS[g] }))}
      />
    </div>
  );
}

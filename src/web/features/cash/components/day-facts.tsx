import type { CashDay } from "@shared/cash";
import { formatCents } from "@shared/money";
import { DetailList } from "@web/components/ui/detail-list";
import { formatDateTime } from "@web/lib/format-time";

/** Who opened the day and when, with what float; who closed it, and the note left at closing. */
export function DayFacts({ day }: { day: CashDay }) {
  return (
    <DetailList
      rows={[
        { term: "Aberto em", value: `${formatDateTime(day.openedAt)} por ${day.openedBy ?? "—"}` },
        { term: "Troco inicial", value: formatCents(day.openingFloatCents) },
        ...(day.closedAt
          ? [
              { term: "Fechado em", value: `${formatDateTime(day.closedAt)} por ${day.closedBy ?? "—"}` },
              { term: "Observação", value: day.closingNote ?? "—" },
            ]
          : []),
      ]}
    />
  );
}

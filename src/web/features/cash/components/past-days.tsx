import { Link } from "react-router";
import type { CashDaySummary } from "@shared/cash";
import { formatCents } from "@shared/money";
import { cashDayPage } from "@shared/page-paths";
import { ListResults } from "@web/components/list/list-results";
import { Card } from "@web/components/ui/card";
import { DetailList } from "@web/components/ui/detail-list";
import { formatDay } from "@web/lib/format";
import { formatDateTime } from "@web/lib/format-time";
import { useCashDays } from "@web/features/cash/api/list-cash-days";
import { differenceText } from "@web/features/cash/cash-figures";

function DayCard({ day }: { day: CashDaySummary }) {
  return (
    <Card className="p-4">
      <article aria-label={`Caixa de ${formatDay(day.openedAt)}`} className="space-y-2">
        <h3 className="font-semibold">
          <Link to={cashDayPage(day.id)} className="underline underline-offset-4 hover:text-primary-strong">
            Caixa de {formatDay(day.openedAt)}
          </Link>
          {!day.closedAt && <span className="ml-2 text-sm font-normal text-muted-foreground">(aberto)</span>}
        </h3>
        <DetailList
          rows={[
            { term: "Aberto", value: `${formatDateTime(day.openedAt)} por ${day.openedBy ?? "—"}` },
            ...(day.closedAt
              ? [
                  { term: "Fechado", value: `${formatDateTime(day.closedAt)} por ${day.closedBy ?? "—"}` },
                  { term: "Esperado", value: formatCents(day.expectedCents) },
                  { term: "Diferença", value: differenceText(day.differenceCents) },
                ]
              : []),
          ]}
        />
      </article>
    </Card>
  );
}

/** The register's days, newest first, each with who opened and closed it and how far the count was. */
export function PastDays() {
  return (
    <ListResults
      query={useCashDays()}
      noun={["dia de caixa", "dias de caixa"]}
      loadingText="Carregando os dias de caixa..."
      errorText="Erro ao carregar os dias de caixa"
      filtered={false}
      emptyText="Nenhum caixa aberto até hoje"
      noMatchText="Nenhum caixa aberto até hoje"
      renderItem={(day) => <DayCard day={day} />}
    />
  );
}

import { useState } from "react";
import { PAYMENT_METHOD_LABELS } from "@shared/payments";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { PageHeader } from "@web/components/ui/page-header";
import { RegionCard } from "@web/components/ui/region-card";
import { useRevenueReport, type RevenueQuery } from "./api/revenue-report";
import { BarChart } from "./components/bar-chart";
import { ExportButtons } from "@web/components/export-buttons";
import { reportFileName, reportSheets } from "./export/report-sheets";
import { PeriodForm } from "./components/period-form";
import { RevenueCards } from "./components/revenue-cards";
import { TechnicianTable } from "./components/technician-table";
import { METHOD_AXIS_LABELS, PERIOD_AXIS, periodLabel, shortPeriodLabel, thisMonth } from "./report-text";

const validDay = (day: string) => /^\d{4}-\d{2}-\d{2}$/.test(day);

/** 'Faturamento' (admin): money received in a period and the work delivered (docs/decisions/038). */
export function RevenuePage() {
  const [query, setQuery] = useState<RevenueQuery>(() => ({ ...thisMonth(), groupBy: "dia" }));
  const valid = validDay(query.from) && validDay(query.to) && query.from <= query.to;
  const report = useRevenueReport(query, valid);

  return (
    <div className="space-y-6">
      <PageHeader
        title="Faturamento"
        description="Dinheiro recebido no período, por forma de pagamento e por técnico"
        action={
          report.data && (
            <ExportButtons
              sheets={() => reportSheets(report.data)}
              fileName={(ext) => reportFileName(report.data, ext)}
            />
          )
        }
      />
      <PeriodForm query={query} onChange={setQuery} />
      {!report.data ? (
        report.isError ? (
          <Card className="p-8 text-center">
            <p className="text-muted-foreground">Erro ao carregar o relatório</p>
            <Button variant="outline" className="mt-4" onClick={() => void report.refetch()}>
              Tentar novamente
            </Button>
          </Card>
        ) : (
          <p role="status" className="py-12 text-center text-muted-foreground">
            {valid ? "Carregando..." : "Escolha um período válido"}
          </p>
        )
      ) : (
        <>
          <RevenueCards report={report.data} />
          <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
            <RegionCard id="revenue-periods" title="Recebido por período">
              <BarChart
                title="Recebido (líquido) por período"
                xAxis={PERIOD_AXIS[report.data.groupBy]}
                nameHeading="Período"
                bars={report.data.received.map((r) => ({
                  label: shortPeriodLabel(r.period, report.data.groupBy),
                  name: periodLabel(r.period, report.data.groupBy),
                  cents: r.netCents,
                }))}
              />
            </RegionCard>
            <RegionCard id="revenue-methods" title="Por forma de pagamento">
              <BarChart
                title="Recebido (líquido) por forma de pagamento"
                xAxis="Forma de pagamento"
                nameHeading="Forma de pagamento"
                bars={report.data.byMethod.map((m) => ({
                  label: METHOD_AXIS_LABELS[m.method],
                  name: PAYMENT_METHOD_LABELS[m.method],
                  cents: m.netCents,
                }))}
              />
            </RegionCard>
          </div>
          <TechnicianTable rows={report.data.byTechnician} />
        </>
      )}
    </div>
  );
}

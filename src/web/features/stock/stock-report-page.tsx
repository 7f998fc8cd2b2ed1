import { useState } from "react";
import { formatCents } from "@shared/money";
import { ExportButtons } from "@web/components/export-buttons";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { PageHeader } from "@web/components/ui/page-header";
import { TextField } from "@web/components/ui/text-field";
import { useStockReport } from "./api/stock-report";
import { ReportTable } from "./components/report-table";
import { stockReportFileName, stockReportSheets } from "./stock-report-sheets";

const validDay = (day: string) => /^\d{4}-\d{2}-\d{2}$/.test(day);
const isoDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;

function thisMonth(today = new Date()) {
  return {
    from: isoDay(new Date(today.getFullYear(), today.getMonth(), 1)),
    to: isoDay(new Date(today.getFullYear(), today.getMonth() + 1, 0)),
  };
}

/**
 * 'Relatório de estoque' (admin, docs/decisions/045): the shelf's value at cost, the parts orders and
 * counter sales used in the period and the most used, the margin of the orders delivered, by technician,
 * and the counter sales' total, margin and best sellers (048); exported as the revenue report is.
 */
export function StockReportPage() {
  const [period, setPeriod] = useState(thisMonth);
  const backwards = period.from > period.to ? "A data final vem antes da inicial" : undefined;
  const valid = validDay(period.from) && validDay(period.to) && !backwards;
  const report = useStockReport(period, valid);
  const sheets = report.data ? stockReportSheets(report.data) : null;
  return (
    <div className="space-y-6">
      <PageHeader
        title="Relatório de estoque"
        description="Valor do estoque, peças usadas no período, a margem dos pedidos entregues e as vendas balcão"
        action={
          report.data && (
            <ExportButtons sheets={() => sheets!} fileName={(ext) => stockReportFileName(report.data, ext)} />
          )
        }
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          label="De"
          type="date"
          value={period.from}
          onChange={(event) => setPeriod({ ...period, from: event.target.value })}
        />
        <TextField
          label="Até"
          type="date"
          value={period.to}
          error={backwards}
          onChange={(event) => setPeriod({ ...period, to: event.target.value })}
        />
      </div>
      {!report.data || !sheets ? (
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
          <dl className="grid grid-cols-1 gap-4 sm:grid-cols-3">
            <Figure label="Valor do estoque (custo)" value={formatCents(report.data.stock.valueCents)} />
            <Figure
              label="Peças usadas no período"
              value={`${report.data.used.units} un. · ${formatCents(report.data.used.costCents)}`}
            />
            <Figure label="Margem dos pedidos entregues" value={formatCents(report.data.margin.marginCents)} />
            <Figure
              label="Vendas balcão"
              value={`${report.data.counterSales.sales} · ${formatCents(report.data.counterSales.totalCents)}`}
            />
            <Figure label="Margem das vendas balcão" value={formatCents(report.data.counterSales.marginCents)} />
          </dl>
          <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
            <ReportTable id="stock-most-used" sheet={sheets[1]!} empty="Nenhuma peça usada no período" />
            <ReportTable id="stock-margin" sheet={sheets[2]!} empty="Nenhum pedido entregue no período" />
            <ReportTable id="stock-best-sellers" sheet={sheets[3]!} empty="Nenhuma venda balcão no período" />
          </div>
        </>
      )}
    </div>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Card className="p-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-xl font-semibold tabular-nums">{value}</dd>
    </Card>
  );
}

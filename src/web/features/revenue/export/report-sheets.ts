import { PAYMENT_METHOD_LABELS, type RevenueReport } from "@shared/payments";
import { formatDay } from "@web/lib/format";
import type { ReportSheet } from "@web/lib/report-export/report-sheet";
import { GROUPING_LABELS, periodLabel } from "@web/features/revenue/report-text";

export const NO_TECHNICIAN = "Sem técnico";

/** The report as the files write it (CSV and XLSX alike): a summary, then one table per breakdown. */
export function reportSheets(report: RevenueReport): ReportSheet[] {
  return [
    {
      name: "Resumo",
      header: ["Indicador", "Valor"],
      rows: [
        ["Período", `${formatDay(report.from)} a ${formatDay(report.to)}`],
        ["Agrupamento", GROUPING_LABELS[report.groupBy]],
        ["Recebido", { cents: report.receivedCents }],
        ["Reembolsos", { cents: report.refundsCents }],
        ["Estornos", { cents: report.reversalsCents }],
        ["Pedidos entregues", report.deliveredOrders],
        ["Ticket médio", { cents: report.averageTicketCents }],
        ["A receber", { cents: report.receivablesCents }],
      ],
    },
    {
      name: "Recebido por período",
      header: ["Período", "Entradas", "Saídas", "Líquido"],
      rows: report.received.map((r) => [
        periodLabel(r.period, report.groupBy),
        { cents: r.inCents },
        { cents: r.outCents },
        { cents: r.netCents },
      ]),
    },
    {
      name: "Por forma de pagamento",
      header: ["Forma de pagamento", "Valor"],
      rows: report.byMethod.map((m) => [PAYMENT_METHOD_LABELS[m.method], { cents: m.netCents }]),
    },
    {
      name: "Por técnico",
      header: ["Técnico", "Pedidos entregues", "Valor"],
      rows: report.byTechnician.map((t) => [
        t.technician?.name ?? NO_TECHNICIAN,
        t.deliveredOrders,
        { cents: t.amountCents },
      ]),
    },
  ];
}

/** The file's name: faturamento_2026-11-01_a_2026-11-30.csv */
export const reportFileName = (report: RevenueReport, extension: "csv" | "xlsx") =>
  `faturamento_${report.from}_a_${report.to}.${extension}`;

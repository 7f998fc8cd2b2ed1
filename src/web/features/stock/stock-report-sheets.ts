import type { StockReport } from "@shared/stock-types";
import { formatDay } from "@web/lib/format";
import type { ReportSheet } from "@web/lib/report-export/report-sheet";

export const NO_TECHNICIAN = "Sem técnico";

/** The stock report as its screen's tables and its files write them (CSV and XLSX alike). */
export function stockReportSheets(report: StockReport): ReportSheet[] {
  return [
    {
      name: "Resumo",
      header: ["Indicador", "Valor"],
      rows: [
        ["Período", `${formatDay(report.from)} a ${formatDay(report.to)}`],
        ["Peças ativas", report.stock.parts],
        ["Unidades em estoque", report.stock.units],
        ["Valor do estoque (custo)", { cents: report.stock.valueCents }],
        ["Unidades usadas em pedidos e vendas", report.used.units],
        ["Custo das peças usadas", { cents: report.used.costCents }],
        ["Pedidos entregues", report.margin.deliveredOrders],
        ["Total dos pedidos entregues", { cents: report.margin.totalCents }],
        ["Custo das peças dos entregues", { cents: report.margin.partsCostCents }],
        ["Margem", { cents: report.margin.marginCents }],
        ["Vendas balcão", report.counterSales.sales],
        ["Total das vendas balcão", { cents: report.counterSales.totalCents }],
        ["Custo das peças vendidas", { cents: report.counterSales.partsCostCents }],
        ["Margem das vendas balcão", { cents: report.counterSales.marginCents }],
      ],
    },
    {
      name: "Peças mais usadas",
      header: ["Peça", "Unidades", "Custo"],
      rows: report.mostUsed.map((p) => [p.name, p.units, { cents: p.costCents }]),
    },
    {
      name: "Margem por técnico",
      header: ["Técnico", "Pedidos entregues", "Total", "Custo das peças", "Margem"],
      rows: report.byTechnician.map((t) => [
        t.technician?.name ?? NO_TECHNICIAN,
        t.deliveredOrders,
        { cents: t.totalCents },
        { cents: t.partsCostCents },
        { cents: t.marginCents },
      ]),
    },
    {
      name: "Mais vendidas no balcão",
      header: ["Peça", "Unidades", "Total"],
      rows: report.bestSellers.map((p) => [p.name, p.units, { cents: p.totalCents }]),
    },
  ];
}

/** The file's name: estoque_2026-11-01_a_2026-11-30.csv */
export const stockReportFileName = (report: StockReport, extension: "csv" | "xlsx") =>
  `estoque_${report.from}_a_${report.to}.${extension}`;

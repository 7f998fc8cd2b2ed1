import { describe, expect, it } from "vitest";
import type { RevenueReport } from "@shared/payments";
import { csvAmount, reportCsv } from "@web/lib/report-export/report-csv";
import { reportSheets } from "./report-sheets";

const report: RevenueReport = {
  from: "2026-11-01",
  to: "2026-11-30",
  groupBy: "semana",
  received: [{ period: "2026-11-23", inCents: 123450, outCents: 5000, netCents: 118450 }],
  byMethod: [
    { method: "pix", netCents: 100000 },
    { method: "cartao_credito", netCents: 18450 },
  ],
  byTechnician: [
    { technician: { id: "t1", name: 'Ana "Tec"; Silva' }, deliveredOrders: 2, amountCents: 70000 },
    { technician: null, deliveredOrders: 1, amountCents: 5 },
  ],
  receivedCents: 118450,
  refundsCents: 5000,
  reversalsCents: 0,
  deliveredOrders: 3,
  averageTicketCents: 23335,
  receivablesCents: -1,
};

describe("the revenue report's CSV", () => {
  it("writes amounts with comma decimals and no thousands separator", () => {
    expect([0, 5, 123450, 100000000, -1250].map(csvAmount)).toEqual([
      "0,00",
      "0,05",
      "1234,50",
      "1000000,00",
      "-12,50",
    ]);
  });

  it("is UTF-8 with a BOM, ';' between fields, CRLF lines, a table per breakdown, quotes where needed", () => {
    expect(reportCsv(reportSheets(report))).toBe(
      "\uFEFF" +
        [
          "Resumo",
          "Indicador;Valor",
          "Período;01/11/2026 a 30/11/2026",
          "Agrupamento;Semana",
          "Recebido;1184,50",
          "Reembolsos;50,00",
          "Estornos;0,00",
          "Pedidos entregues;3",
          "Ticket médio;233,35",
          "A receber;-0,01",
          "",
          "Recebido por período",
          "Período;Entradas;Saídas;Líquido",
          "semana de 23/11/2026;1234,50;50,00;1184,50",
          "",
          "Por forma de pagamento",
          "Forma de pagamento;Valor",
          "Pix;1000,00",
          "Cartão de crédito;184,50",
          "",
          "Por técnico",
          "Técnico;Pedidos entregues;Valor",
          '"Ana ""Tec""; Silva";2;700,00',
          "Sem técnico;1;0,05",
        ].join("\r\n") +
        "\r\n",
    );
  });
});

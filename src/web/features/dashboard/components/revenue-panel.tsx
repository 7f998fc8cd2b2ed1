import { Link } from "react-router";
import { PAGE } from "@shared/page-paths";
import { RegionCard } from "@web/components/ui/region-card";
import { formatCents } from "@shared/money";
import { formatDay } from "@web/lib/format";
import { useRevenuePanels } from "@web/features/dashboard/api/get-panels";

// The bars' area, with room above each bar for its count and below for its week's first day.
const CHART = { width: 320, height: 120, gap: 8, top: 14, bottom: 16 };

/** The admin's figures: the month's revenue (delivered orders) and the orders opened in each of the last 8 weeks. */
export function RevenuePanel() {
  const revenue = useRevenuePanels(true);
  if (revenue.isPending) return <p className="text-sm text-muted-foreground">Carregando...</p>;
  if (revenue.isError) return <p className="text-sm text-muted-foreground">Erro ao carregar o faturamento</p>;
  const { monthReceivedCents, receivablesCents, ordersPerWeek } = revenue.data;
  const most = Math.max(1, ...ordersPerWeek.map((w) => w.orders));
  const barWidth = (CHART.width - CHART.gap * (ordersPerWeek.length - 1)) / ordersPerWeek.length;
  const summary = ordersPerWeek.map((w) => `semana de ${formatDay(w.weekStart)}: ${w.orders}`).join("; ");
  return (
    <RegionCard id="painel-faturamento" title="Faturamento">
      <div className="flex flex-wrap gap-x-8 gap-y-3">
        <p>
          <span className="text-sm text-muted-foreground">Faturamento do mês (dinheiro recebido)</span>
          <span className="block text-2xl font-bold">{formatCents(monthReceivedCents)}</span>
        </p>
        <p>
          <span className="text-sm text-muted-foreground">A receber (entregues com saldo)</span>
          <span className="block text-2xl font-bold">{formatCents(receivablesCents)}</span>
        </p>
      </div>
      <figure>
        <figcaption className="text-sm text-muted-foreground">
          Pedidos por semana (últimas 8), cada uma pelo dia em que começa
        </figcaption>
        <svg
          role="img"
          aria-label={`Pedidos por semana: ${summary}`}
          viewBox={`0 0 ${CHART.width} ${CHART.top + CHART.height + CHART.bottom}`}
          className="mt-2 h-auto w-full max-w-md"
        >
          {ordersPerWeek.map((week, i) => {
            const height = (week.orders / most) * CHART.height;
            const x = i * (barWidth + CHART.gap);
            return (
              <g key={week.weekStart}>
                <rect
                  x={x}
                  y={CHART.top + CHART.height - height}
                  width={barWidth}
                  height={height}
                  className="fill-primary"
                  rx={3}
                />
                <text
                  x={x + barWidth / 2}
                  y={CHART.top + CHART.height - height - 3}
                  textAnchor="middle"
                  className="fill-current text-[10px] font-semibold"
                >
                  {week.orders}
                </text>
                <text
                  x={x + barWidth / 2}
                  y={CHART.top + CHART.height + 12}
                  textAnchor="middle"
                  className="fill-muted-foreground text-[9px]"
                >
                  {formatDay(week.weekStart).slice(0, 5)}
                </text>
              </g>
            );
          })}
        </svg>
      </figure>
      <p className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <Link to={PAGE.revenueReport} className="font-medium text-primary-strong underline underline-offset-4">
          Relatório de faturamento
        </Link>
        <Link to={PAGE.receivables} className="font-medium text-primary-strong underline underline-offset-4">
          Ver o que os clientes devem
        </Link>
      </p>
    </RegionCard>
  );
}

import { formatCents } from "@shared/money";

export interface Bar {
  /** On the axis: short. */
  label: string;
  /** In the table and the description: whole. */
  name: string;
  cents: number;
}

interface BarChartProps {
  title: string;
  xAxis: string;
  bars: Bar[];
  /** The table's first column's heading. */
  nameHeading: string;
}

// The plot inside the picture, with room at the left for the amounts and below for the labels and the axis' title.
const SIZE = { width: 480, height: 240, left: 70, right: 8, top: 10, bottom: 48 };
const PLOT_WIDTH = SIZE.width - SIZE.left - SIZE.right;
const PLOT_HEIGHT = SIZE.height - SIZE.top - SIZE.bottom;
const TICKS = 4;

/** A round top for the vertical axis: 1, 2 or 5 times a power of ten per tick, in centavos. */
function niceMax(cents: number): number {
  const step = Math.max(cents, 100) / TICKS;
  const power = 10 ** Math.floor(Math.log10(step));
  const nice = [1, 2, 5, 10].map((f) => f * power).find((s) => s >= step) ?? 10 * power;
  return nice * TICKS;
}

const axisAmount = (cents: number) => formatCents(cents).replace(/,00$/, "");

/**
 * Bars of amounts with labelled axes, drawn here (no chart library on the page): a picture with its
 * figures in words for screen readers, and the same figures in a table for anyone.
 */
export function BarChart({ title, xAxis, bars, nameHeading }: BarChartProps) {
  const top = niceMax(Math.max(0, ...bars.map((b) => b.cents)));
  const slot = PLOT_WIDTH / Math.max(bars.length, 1);
  const barWidth = Math.min(40, slot * 0.7);
  // Every label when they fit (eight), else every second, third…: a month of days stays legible.
  const every = Math.ceil(bars.length / 8);
  const y = (cents: number) => SIZE.top + PLOT_HEIGHT - (Math.max(cents, 0) / top) * PLOT_HEIGHT;
  const description =
    bars.length === 0 ? "sem valores no período" : bars.map((b) => `${b.name}: ${formatCents(b.cents)}`).join("; ");
  return (
    <figure className="space-y-2">
      <figcaption className="font-medium">{title}</figcaption>
      <svg
        role="img"
        aria-label={`${title}. ${description}`}
        viewBox={`0 0 ${SIZE.width} ${SIZE.height}`}
        className="h-auto w-full text-foreground"
      >
        {Array.from({ length: TICKS + 1 }, (_, i) => {
          const cents = (top / TICKS) * i;
          return (
            <g key={i}>
              <line x1={SIZE.left} x2={SIZE.width - SIZE.right} y1={y(cents)} y2={y(cents)} className="stroke-border" />
              <text x={SIZE.left - 6} y={y(cents) + 4} textAnchor="end" className="fill-muted-foreground text-[12px]">
                {axisAmount(cents)}
              </text>
            </g>
          );
        })}
        {bars.map((bar, i) => {
          const x = SIZE.left + slot * i + (slot - barWidth) / 2;
          return (
            <g key={bar.name}>
              <rect
                x={x}
                y={y(bar.cents)}
                width={barWidth}
                height={SIZE.top + PLOT_HEIGHT - y(bar.cents)}
                className="fill-primary"
                rx={2}
              />
              {i % every === 0 && (
                <text
                  x={x + barWidth / 2}
                  y={SIZE.top + PLOT_HEIGHT + 17}
                  textAnchor="middle"
                  className="fill-muted-foreground text-[12px]"
                >
                  {bar.label}
                </text>
              )}
            </g>
          );
        })}
        <line x1={SIZE.left} x2={SIZE.left} y1={SIZE.top} y2={SIZE.top + PLOT_HEIGHT} className="stroke-current" />
        <line
          x1={SIZE.left}
          x2={SIZE.width - SIZE.right}
          y1={SIZE.top + PLOT_HEIGHT}
          y2={SIZE.top + PLOT_HEIGHT}
          className="stroke-current"
        />
        <text
          x={SIZE.left + PLOT_WIDTH / 2}
          y={SIZE.height - 8}
          textAnchor="middle"
          className="fill-current text-[13px] font-medium"
        >
          {xAxis}
        </text>
        <text
          transform={`translate(14 ${SIZE.top + PLOT_HEIGHT / 2}) rotate(-90)`}
          textAnchor="middle"
          className="fill-current text-[13px] font-medium"
        >
          Valor (R$)
        </text>
      </svg>
      <details className="text-sm">
        <summary className="cursor-pointer text-primary-strong">Ver dados em tabela: {title}</summary>
        <table className="mt-2 w-full">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr className="border-b border-border">
              <th scope="col" className="py-1 text-left font-medium">
                {nameHeading}
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                Valor
              </th>
            </tr>
          </thead>
          <tbody>
            {bars.map((bar) => (
              <tr key={bar.name} className="border-b border-border last:border-0">
                <th scope="row" className="py-1 text-left font-normal">
                  {bar.name}
                </th>
                <td className="py-1 text-right tabular-nums">{formatCents(bar.cents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

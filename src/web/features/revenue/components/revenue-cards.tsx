import { formatCents } from "@shared/money";
import type { RevenueReport } from "@shared/payments";
import { Card } from "@web/components/ui/card";

/** The period's figures at a glance; 'A receber' is what customers owe now, whatever the period. */
export function RevenueCards({ report }: { report: RevenueReport }) {
  const cards: [string, string, string?][] = [
    ["Recebido", formatCents(report.receivedCents), "líquido de reembolsos e estornos"],
    ["Reembolsos", formatCents(report.refundsCents)],
    ["Estornos", formatCents(report.reversalsCents)],
    ["Pedidos entregues", String(report.deliveredOrders)],
    ["Ticket médio", formatCents(report.averageTicketCents), "dos pedidos entregues"],
    ["A receber", formatCents(report.receivablesCents), "hoje, entregues com saldo"],
  ];
  return (
    <section aria-labelledby="revenue-figures">
      <h2 id="revenue-figures" className="sr-only">
        Resumo do período
      </h2>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
        {cards.map(([label, value, note]) => (
          <Card key={label} className="p-4">
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className="text-xl font-bold">{value}</dd>
            {note && <dd className="text-xs text-muted-foreground">{note}</dd>}
          </Card>
        ))}
      </dl>
    </section>
  );
}

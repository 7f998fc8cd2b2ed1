import { formatCents } from "@shared/money";
import type { RevenueReport } from "@shared/payments";
import { RegionCard } from "@web/components/ui/region-card";
import { NO_TECHNICIAN } from "@web/features/revenue/export/report-sheets";

/** The orders delivered in the period by technician, with their value. */
export function TechnicianTable({ rows }: { rows: RevenueReport["byTechnician"] }) {
  return (
    <RegionCard id="revenue-technicians" title="Por técnico">
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nenhum pedido entregue no período</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">Pedidos entregues no período por técnico</caption>
            <thead>
              <tr className="border-b border-border">
                <th scope="col" className="py-2 text-left font-medium">
                  Técnico
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  Pedidos entregues
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  Valor
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.technician?.id ?? "none"} className="border-b border-border last:border-0">
                  <th scope="row" className="py-2 text-left font-normal">
                    {row.technician?.name ?? NO_TECHNICIAN}
                  </th>
                  <td className="py-2 text-right tabular-nums">{row.deliveredOrders}</td>
                  <td className="py-2 text-right tabular-nums">{formatCents(row.amountCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </RegionCard>
  );
}

import type { ReactNode } from "react";
import type { CashDay } from "@shared/cash";
import { RegionCard } from "@web/components/ui/region-card";
import { CorrectionsList } from "./corrections-list";
import { DayFacts } from "./day-facts";
import { MethodFigures } from "./method-figures";
import { MovesList } from "./moves-list";
import { PaymentsList } from "./payments-list";

/**
 * A day of the register as its screens show it: who opened (and closed) it, each method's figures,
 * the moves (with `moveForm` to add one while it is open), the payments, and a closed day's corrections.
 */
export function CashDayDetails({
  day,
  moveForm,
  correctAction,
}: {
  day: CashDay;
  moveForm?: ReactNode;
  correctAction?: ReactNode;
}) {
  return (
    <div className="space-y-6">
      <RegionCard id="cash-summary" title="Resumo">
        <DayFacts day={day} />
      </RegionCard>
      <RegionCard id="cash-methods" title="Por forma de pagamento">
        <MethodFigures day={day} />
      </RegionCard>
      <RegionCard id="cash-moves" title="Movimentos">
        <MovesList moves={day.moves} />
        {moveForm}
      </RegionCard>
      <RegionCard id="cash-payments" title="Pagamentos">
        <PaymentsList payments={day.payments} />
      </RegionCard>
      {day.closedAt && (
        <RegionCard id="cash-corrections" title="Correções da contagem">
          <p className="text-sm text-muted-foreground">
            Vale a correção mais recente de cada forma de pagamento; o registro da contagem original é mantido.
          </p>
          <CorrectionsList corrections={day.corrections} />
          {correctAction}
        </RegionCard>
      )}
    </div>
  );
}

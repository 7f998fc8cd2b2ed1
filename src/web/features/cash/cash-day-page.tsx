import { useState } from "react";
import { ArrowLeft, Printer, ReceiptText } from "lucide-react";
import { Link, useParams } from "react-router";
import type { CashDay } from "@shared/cash";
import { PAGE, pathOf } from "@shared/page-paths";
import { can } from "@shared/permissions";
import { Button } from "@web/components/ui/button";
import { LoadingScreen } from "@web/components/ui/loading-screen";
import { PageHeading } from "@web/components/ui/page-heading";
import { useCurrentUser } from "@web/lib/current-user";
import { formatDay } from "@web/lib/format";
import { useCashDay } from "./api/cash-day";
import { CashDayDetails } from "./components/cash-day-details";
import { CashDayUnavailable } from "./components/cash-day-not-found";
import { CorrectionDialog } from "./components/correction-dialog";

const actionLink =
  "inline-flex h-10 items-center gap-2 rounded-md border border-input bg-card px-4 text-sm font-medium hover:bg-accent";

/** /caixa/:id: one day of the register, read-only once closed but for an admin's 'Corrigir contagem'. */
export function CashDayPage() {
  const { id = "" } = useParams();
  const day = useCashDay(id);
  if (day.isPending) return <LoadingScreen />;
  if (day.isError) return <CashDayUnavailable error={day.error} />;
  return <CashDayView day={day.data} />;
}

function CashDayView({ day }: { day: CashDay }) {
  const canCorrect = can(useCurrentUser().role, "cash.correct");
  const [correcting, setCorrecting] = useState(false);
  const closed = day.closedAt !== null;

  return (
    <div className="space-y-6">
      <Link to={PAGE.cash} className={actionLink}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        Voltar ao caixa
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <PageHeading>Caixa de {formatDay(day.openedAt)}</PageHeading>
          <p className="mt-1 text-muted-foreground">
            {closed ? "Fechado: somente leitura." : "Aberto: registre movimentos e feche na tela Caixa."}
          </p>
        </div>
        {closed && (
          <div className="flex flex-wrap gap-3">
            <Link to={pathOf(PAGE.cashDayPrint, { id: day.id })} className={actionLink}>
              <Printer aria-hidden="true" className="size-4" />
              Relatório (A4)
            </Link>
            <Link to={pathOf(PAGE.cashDaySlip, { id: day.id })} className={actionLink}>
              <ReceiptText aria-hidden="true" className="size-4" />
              Relatório (80 mm)
            </Link>
          </div>
        )}
      </div>
      <CashDayDetails
        day={day}
        correctAction={
          canCorrect &&
          closed && (
            <Button variant="outline" onClick={() => setCorrecting(true)}>
              Corrigir contagem
            </Button>
          )
        }
      />
      {correcting && <CorrectionDialog day={day} onClose={() => setCorrecting(false)} />}
    </div>
  );
}

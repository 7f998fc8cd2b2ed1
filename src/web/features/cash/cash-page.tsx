import { useState } from "react";
import { Lock } from "lucide-react";
import { Link } from "react-router";
import { formatCents } from "@shared/money";
import { cashDayPage } from "@shared/page-paths";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { PageHeader } from "@web/components/ui/page-header";
import { RegionCard } from "@web/components/ui/region-card";
import { useCurrentCashDay } from "./api/current-cash-day";
import { drawerCents } from "./cash-figures";
import { CashDayDetails } from "./components/cash-day-details";
import { CashMoveForm } from "./components/cash-move-form";
import { CloseCashDialog } from "./components/close-cash-dialog";
import { OpenCashForm } from "./components/open-cash-form";
import { PastDays } from "./components/past-days";

/**
 * /caixa (docs/decisions/038): the register's open day, with what the drawer should hold, its moves
 * and 'Fechar caixa'; 'Abrir caixa' when none is open; the past days below.
 */
export function CashPage() {
  const current = useCurrentCashDay();
  const [closing, setClosing] = useState(false);
  if (current.isError) throw current.error;
  const day = current.data;

  return (
    <div className="space-y-6">
      <PageHeader
        title="Caixa"
        description="Abra o caixa do dia, registre entradas e saídas e feche com a contagem"
        action={
          day && (
            <Button
              onClick={() => {
                // The count is weighed against the day as it stands now, not as the screen last read it.
                void current.refetch();
                setClosing(true);
              }}
            >
              <Lock aria-hidden="true" className="size-4" />
              Fechar caixa
            </Button>
          )
        }
      />

      {current.isPending && (
        <p role="status" className="py-6 text-center text-muted-foreground">
          Carregando o caixa...
        </p>
      )}

      {day === null && (
        <RegionCard id="cash-open" title="Abrir caixa">
          <p className="text-sm text-muted-foreground">O caixa está fechado. Informe o troco inicial para abrir.</p>
          <OpenCashForm />
        </RegionCard>
      )}

      {day && (
        <>
          <Card className="flex flex-wrap items-center justify-between gap-4 p-5">
            <div>
              <p className="text-sm text-muted-foreground">Dinheiro que deve estar no caixa</p>
              <p className="text-2xl font-bold tabular-nums">{formatCents(drawerCents(day))}</p>
            </div>
            <Link to={cashDayPage(day.id)} className="text-sm underline underline-offset-4 hover:text-primary-strong">
              Ver o dia do caixa
            </Link>
          </Card>
          <CashDayDetails day={day} moveForm={<CashMoveForm />} />
        </>
      )}

      <section aria-labelledby="cash-days" className="space-y-4">
        <h2 id="cash-days" className="text-lg font-semibold">
          Dias de caixa
        </h2>
        <PastDays />
      </section>

      {closing && day && <CloseCashDialog day={day} onClose={() => setClosing(false)} />}
    </div>
  );
}

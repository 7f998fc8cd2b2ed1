import type { ReactNode } from "react";
import { ArrowLeft, Printer } from "lucide-react";
import { Link } from "react-router";
import type { CashDay } from "@shared/cash";
import type { CompanyInfo } from "@shared/client-types";
import { cashDayPage } from "@shared/page-paths";
import { Button } from "@web/components/ui/button";
import { LoadingScreen } from "@web/components/ui/loading-screen";
import { printLink } from "@web/features/orders/print/print-frame";
import { useCompany } from "@web/features/settings/api/get-company";
import { useCashDay } from "@web/features/cash/api/cash-day";
import { CashDayUnavailable } from "@web/features/cash/components/cash-day-not-found";

/**
 * A cash day's printout, outside the app shell as the order's are: 'Voltar' to the day, the other
 * paper and 'Imprimir' (hidden on paper) above the paper. The shop's details are a courtesy: the paper
 * prints without them if they cannot be read.
 */
export function CashPrintFrame({
  dayId,
  other,
  children,
}: {
  dayId: string;
  /** The link to the same report on the other paper. */
  other: ReactNode;
  children: (day: CashDay, company: CompanyInfo | undefined) => ReactNode;
}) {
  const day = useCashDay(dayId);
  const company = useCompany();

  if (day.isPending || company.isPending) return <LoadingScreen />;
  if (day.isError) return <CashDayUnavailable error={day.error} />;

  return (
    <div className="min-h-screen bg-slate-200 py-6 print:min-h-0 print:bg-white print:py-0">
      <nav
        aria-label="Ações da impressão"
        className="mx-auto mb-4 flex max-w-[210mm] flex-wrap justify-between gap-3 px-4 print:hidden"
      >
        <Link to={cashDayPage(dayId)} className={printLink}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Voltar
        </Link>
        {other}
        <Button onClick={() => window.print()}>
          <Printer aria-hidden="true" className="size-4" />
          Imprimir
        </Button>
      </nav>
      <main>{children(day.data, company.data)}</main>
    </div>
  );
}

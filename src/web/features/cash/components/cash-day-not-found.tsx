import { PAGE } from "@shared/page-paths";
import { Link } from "react-router";
import { Card } from "@web/components/ui/card";
import { ApiError, isNotFound } from "@web/lib/api-client";
import { AccessDenied } from "@web/lib/access-denied";

/**
 * A day that cannot be shown: missing (or an address that names none), or, on a printout outside the
 * shell's guard, a user the server refuses; anything else is the error screen's.
 */
export function CashDayUnavailable({ error }: { error: unknown }) {
  if (error instanceof ApiError && error.status === 403)
    return <AccessDenied message="Apenas administradores e técnicos operam o caixa." />;
  if (!isNotFound(error)) throw error;
  return (
    <Card className="mx-auto mt-8 max-w-md p-8 text-center">
      <h1 className="text-xl font-bold">Caixa não encontrado</h1>
      <p className="mt-2 text-muted-foreground">Este dia de caixa não existe.</p>
      <Link
        to={PAGE.cash}
        className="mt-6 inline-flex h-10 items-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary-hover"
      >
        Voltar ao caixa
      </Link>
    </Card>
  );
}

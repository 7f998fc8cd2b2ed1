import { Pencil, Truck } from "lucide-react";
import { formatCnpj, formatPhone } from "@shared/br-numbers";
import type { Supplier } from "@shared/stock-types";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { DetailList } from "@web/components/ui/detail-list";

interface SupplierCardProps {
  supplier: Supplier;
  onEdit: (supplier: Supplier) => void;
  onSetActive: (supplier: Supplier, active: boolean) => void;
}

export function SupplierCard({ supplier, onEdit, onSetActive }: SupplierCardProps) {
  const headingId = `supplier-${supplier.id}-name`;
  const details = [
    { term: "CNPJ", value: formatCnpj(supplier.cnpj) },
    { term: "Contato", value: supplier.contact },
    { term: "Telefone", value: formatPhone(supplier.phone) },
    { term: "E-mail", value: supplier.email },
  ].filter((row) => row.value);

  return (
    <Card className="flex flex-col gap-3 p-5">
      <article aria-labelledby={headingId} className="flex flex-1 flex-col gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id={headingId} className="text-lg font-semibold break-words">
            {supplier.name}
          </h2>
          {!supplier.active && (
            <span className="inline-flex rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-semibold text-slate-900 dark:bg-slate-800 dark:text-slate-100">
              Inativo
            </span>
          )}
        </div>
        <DetailList rows={details} />
      </article>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          className="h-9 px-3"
          aria-label={`Editar ${supplier.name}`}
          onClick={() => onEdit(supplier)}
        >
          <Pencil aria-hidden="true" className="size-4" />
          Editar
        </Button>
        <Button
          variant="outline"
          className={supplier.active ? "h-9 px-3 text-destructive" : "h-9 px-3"}
          aria-label={`${supplier.active ? "Desativar" : "Reativar"} ${supplier.name}`}
          onClick={() => onSetActive(supplier, !supplier.active)}
        >
          <Truck aria-hidden="true" className="size-4" />
          {supplier.active ? "Desativar" : "Reativar"}
        </Button>
      </div>
    </Card>
  );
}

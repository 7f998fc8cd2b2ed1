import { useState } from "react";
import { Pencil, Plus, Trash2 } from "lucide-react";
import { discountCents, serviceTotalCents, servicesTotalCents, toCents } from "@shared/money";
import type { ServiceInput } from "@shared/validation/order";
import { Button } from "@web/components/ui/button";
import { formatCents } from "@shared/money";
import { formatPercent } from "@web/lib/format";
import { amountsOf } from "./order-form-values";
import { ServiceDialog } from "./service-dialog";

function discountText(service: ServiceInput): string {
  const amounts = amountsOf(service);
  if (discountCents(amounts) === 0) return "Sem desconto";
  return amounts.discountType === "porcentagem"
    ? `Desconto: ${formatPercent(Number(amounts.discountValue))}%`
    : `Desconto: ${formatCents(discountCents(amounts))}`;
}

interface ServicesSectionProps {
  services: ServiceInput[];
  onChange: (services: ServiceInput[]) => void;
  /** What the order's parts come to (changed on the order's page, not here), for the total to include them. */
  partsCents?: number;
}

/** The order's services with their line totals and the running total, counted in centavos. */
export function ServicesSection({ services, onChange, partsCents = 0 }: ServicesSectionProps) {
  // null: closed; -1: a new service; otherwise the index of the one being edited.
  const [editing, setEditing] = useState<number | null>(null);

  function save(service: ServiceInput) {
    onChange(
      editing === -1 || editing === null
        ? [...services, service]
        : services.map((s, i) => (i === editing ? service : s)),
    );
    setEditing(null);
  }

  return (
    <div className="space-y-4">
      {services.length > 0 && (
        <ul aria-label="Serviços do pedido" className="divide-y divide-border rounded-md border border-border">
          {services.map((service, index) => (
            <li key={service.id ?? `new-${index}`} className="flex flex-wrap items-center justify-between gap-3 p-3">
              <div className="min-w-0 text-sm">
                <p className="font-medium break-words">{service.description}</p>
                <p className="text-muted-foreground">
                  Valor: {formatCents(toCents(service.value))} · {discountText(service)}
                </p>
              </div>
              <div className="flex items-center gap-2">
                <span className="font-semibold">{formatCents(serviceTotalCents(amountsOf(service)))}</span>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Editar serviço ${service.description}`}
                  onClick={() => setEditing(index)}
                >
                  <Pencil aria-hidden="true" className="size-4" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Remover serviço ${service.description}`}
                  onClick={() => onChange(services.filter((_, i) => i !== index))}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button variant="outline" onClick={() => setEditing(-1)}>
          <Plus aria-hidden="true" className="size-4" />
          Adicionar Serviço
        </Button>
        <div aria-live="polite" className="text-right">
          {partsCents > 0 && (
            <p className="text-sm text-muted-foreground">
              Serviços: {formatCents(servicesTotalCents(services.map(amountsOf)))} · Peças: {formatCents(partsCents)}
            </p>
          )}
          <p className="text-lg font-semibold">
            Total: {formatCents(servicesTotalCents(services.map(amountsOf)) + partsCents)}
          </p>
        </div>
      </div>
      {editing !== null && (
        <ServiceDialog service={services[editing] ?? null} onSave={save} onClose={() => setEditing(null)} />
      )}
    </div>
  );
}

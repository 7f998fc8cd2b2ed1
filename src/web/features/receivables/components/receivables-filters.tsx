import { useState } from "react";
import { Button } from "@web/components/ui/button";
import { SelectField } from "@web/components/ui/select-field";
import { ClientCombobox } from "@web/features/clients/components/client-combobox";
import { useTechnicians } from "@web/features/orders/api/list-technicians";

export interface ChosenClient {
  id: string;
  name: string;
}

interface ReceivablesFiltersProps {
  client: ChosenClient | null;
  onClientChange: (client: ChosenClient | null) => void;
  technicianId: string;
  onTechnicianChange: (technicianId: string) => void;
}

/** Filters of the receivables: one client (searched as the order form does) and one technician. */
export function ReceivablesFilters({
  client,
  onClientChange,
  technicianId,
  onTechnicianChange,
}: ReceivablesFiltersProps) {
  const technicians = useTechnicians();
  // 'Limpar filtros' remounts the client box, so its text empties with the filter.
  const [cleared, setCleared] = useState(0);
  return (
    <div className="grid grid-cols-1 items-end gap-4 md:grid-cols-[1fr_1fr_auto]">
      <ClientCombobox
        key={cleared}
        label="Cliente"
        placeholder="Todos os clientes: digite para buscar"
        selected={client}
        onSelect={(chosen) => onClientChange({ id: chosen.id, name: chosen.name })}
      />
      <SelectField
        label="Técnico"
        value={technicianId}
        onChange={(event) => onTechnicianChange(event.target.value)}
        options={[
          { value: "", label: "Todos os técnicos" },
          ...(technicians.data ?? []).map((t) => ({ value: t.id, label: t.name })),
        ]}
      />
      <Button
        variant="outline"
        disabled={!client && !technicianId}
        onClick={() => {
          onClientChange(null);
          onTechnicianChange("");
          setCleared(cleared + 1);
        }}
      >
        Limpar filtros
      </Button>
    </div>
  );
}

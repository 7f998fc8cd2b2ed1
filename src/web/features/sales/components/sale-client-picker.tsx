import { useState } from "react";
import { X } from "lucide-react";
import type { Client } from "@shared/client-types";
import { Button } from "@web/components/ui/button";
import { ClientCombobox } from "@web/features/clients/components/client-combobox";

/** The customer a sale is made to, when the shop names one; 'Venda sem cliente' takes the name off again. */
export function SaleClientPicker({
  client,
  onChange,
}: {
  client: Pick<Client, "id" | "name"> | null;
  onChange: (client: Pick<Client, "id" | "name"> | null) => void;
}) {
  // A new box, emptied, once the client is taken off.
  const [box, setBox] = useState(0);
  return (
    <ClientCombobox
      key={box}
      label="Cliente"
      placeholder="Buscar por nome, telefone ou CPF"
      selected={client}
      onSelect={onChange}
    >
      {client && (
        <Button
          variant="outline"
          onClick={() => {
            onChange(null);
            setBox(box + 1);
          }}
        >
          <X aria-hidden="true" className="size-4" />
          Venda sem cliente
        </Button>
      )}
    </ClientCombobox>
  );
}

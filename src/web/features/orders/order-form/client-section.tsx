import { useRef, useState } from "react";
import { UserPlus } from "lucide-react";
import { formatPhone } from "@shared/br-numbers";
import type { Client } from "@shared/client-types";
import { Button } from "@web/components/ui/button";
import { ClientCombobox } from "@web/features/clients/components/client-combobox";
import { NewClientInline } from "./new-client-inline";

/** Who the order is for: enough to recognise the client in the form. */
export type PickedClient = Pick<Client, "id" | "name" | "phone" | "address">;

/** The order's client: picked by search, or created inline ('Novo Cliente') and picked at once. */
export function ClientSection({
  client,
  onPick,
  error,
}: {
  client: PickedClient | null;
  onPick: (client: PickedClient) => void;
  error: string | undefined;
}) {
  const [newClientOpen, setNewClientOpen] = useState(false);
  // The inline client form closes once saved: focus goes back to the button that opened it.
  const newClientButton = useRef<HTMLButtonElement>(null);
  return (
    <>
      <ClientCombobox
        label="Cliente"
        required
        placeholder="Buscar cliente por nome, telefone, e-mail ou CPF"
        selected={client}
        onSelect={onPick}
        error={error}
      >
        {client && (
          <p className="rounded-md bg-accent px-3 py-2 text-sm">
            <span className="text-muted-foreground">Cliente selecionado: </span>
            <span className="font-medium">{client.name}</span>
            {client.phone && <span> · {formatPhone(client.phone)}</span>}
            {client.address && <span> · {client.address}</span>}
          </p>
        )}
      </ClientCombobox>
      <Button
        ref={newClientButton}
        variant="outline"
        aria-expanded={newClientOpen}
        aria-controls="order-new-client"
        onClick={() => setNewClientOpen((open) => !open)}
      >
        <UserPlus aria-hidden="true" className="size-4" />
        Novo Cliente
      </Button>
      {newClientOpen && (
        <NewClientInline
          id="order-new-client"
          onCreated={(created) => {
            onPick(created);
            setNewClientOpen(false);
            newClientButton.current?.focus();
          }}
        />
      )}
    </>
  );
}

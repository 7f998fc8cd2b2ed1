import { useState } from "react";
import { Plus } from "lucide-react";
import type { Client } from "@shared/client-types";
import { can } from "@shared/permissions";
import { useCurrentUser } from "@web/lib/current-user";
import { ListResults } from "@web/components/list/list-results";
import { SearchFilterBar } from "@web/components/list/search-filter-bar";
import { Button } from "@web/components/ui/button";
import { PageHeader } from "@web/components/ui/page-header";
import { useDebouncedValue } from "@web/lib/use-debounced-value";
import { useClients } from "./api/list-clients";
import { ClientCard } from "./components/client-card";
import { ClientDialog } from "./components/client-dialog";
import { DeleteClientDialog } from "./components/delete-client-dialog";

export function ClientsPage() {
  return <ClientList canDelete={can(useCurrentUser().role, "clients.delete")} />;
}

function ClientList({ canDelete }: { canDelete: boolean }) {
  const [text, setText] = useState("");
  const search = useDebouncedValue(text.trim());
  const clients = useClients(search);
  // undefined: closed; null: a new client; otherwise the client being edited.
  const [editing, setEditing] = useState<Client | null | undefined>(undefined);
  const [toDelete, setToDelete] = useState<Client | null>(null);

  return (
    <div className="space-y-6">
      <PageHeader
        title="Clientes"
        description="Cadastre e gerencie os clientes da assistência"
        action={
          <Button onClick={() => setEditing(null)}>
            <Plus aria-hidden="true" className="size-4" />
            Novo Cliente
          </Button>
        }
      />

      <SearchFilterBar
        label="Buscar clientes"
        placeholder="Nome, telefone, e-mail ou CPF"
        value={text}
        onChange={setText}
      />

      <ListResults
        query={clients}
        noun={["cliente", "clientes"]}
        loadingText="Carregando clientes..."
        errorText="Erro ao carregar clientes"
        filtered={search !== ""}
        emptyText="Nenhum cliente cadastrado ainda"
        noMatchText="Nenhum cliente encontrado para a busca"
        renderItem={(client) => (
          <ClientCard client={client} onEdit={setEditing} onDelete={canDelete ? setToDelete : undefined} />
        )}
      />

      {editing !== undefined && <ClientDialog client={editing} onClose={() => setEditing(undefined)} />}
      <DeleteClientDialog client={toDelete} onClose={() => setToDelete(null)} />
    </div>
  );
}

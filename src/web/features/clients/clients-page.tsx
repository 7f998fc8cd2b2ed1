import { useEffect, useState } from "react";
import { Plus, Search } from "lucide-react";
import type { Client } from "../../../shared/client-types";
import { isStaff } from "../../../shared/roles";
import { AccessDenied } from "../../app/guards/access-denied";
import { useCurrentUser } from "../../app/guards/current-user";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Input } from "../../components/ui/input";
import { PageHeading } from "../../components/ui/page-heading";
import { Spinner } from "../../components/ui/spinner";
import { countOf } from "../../lib/format";
import { notifyError } from "../../lib/notify";
import { useDebouncedValue } from "../../lib/use-debounced-value";
import { useClients } from "./api/list-clients";
import { ClientCard } from "./components/client-card";
import { ClientDialog } from "./components/client-dialog";
import { DeleteClientDialog } from "./components/delete-client-dialog";
import { STAFF_ONLY_CLIENTS } from "./staff-only";

export function ClientsPage() {
  const user = useCurrentUser();
  if (!isStaff(user.role)) return <AccessDenied message={STAFF_ONLY_CLIENTS} />;
  return <ClientList isAdmin={user.role === "admin"} />;
}

function ClientList({ isAdmin }: { isAdmin: boolean }) {
  const [text, setText] = useState("");
  const search = useDebouncedValue(text.trim());
  const clients = useClients(search);
  // undefined: closed; null: a new client; otherwise the client being edited.
  const [editing, setEditing] = useState<Client | null | undefined>(undefined);
  const [toDelete, setToDelete] = useState<Client | null>(null);

  useEffect(() => {
    if (clients.isError) notifyError("Erro ao carregar clientes", clients.error);
  }, [clients.isError, clients.error]);

  const items = clients.data?.pages.flatMap((page) => page.items) ?? [];
  const total = clients.data?.pages[0]?.total ?? 0;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <PageHeading>Clientes</PageHeading>
          <p className="mt-1 text-muted-foreground">Cadastre e gerencie os clientes da assistência</p>
        </div>
        <Button onClick={() => setEditing(null)}>
          <Plus aria-hidden="true" className="size-4" />
          Novo Cliente
        </Button>
      </div>

      <Card className="p-4">
        <div className="relative">
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
          <Input
            type="search"
            aria-label="Buscar clientes"
            placeholder="Buscar por nome, telefone, e-mail ou CPF..."
            className="pl-9"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
      </Card>

      {clients.isPending ? (
        <p role="status" className="py-12 text-center text-muted-foreground">
          Carregando clientes...
        </p>
      ) : clients.isError ? (
        <Card className="p-8 text-center">
          <p className="text-muted-foreground">Erro ao carregar clientes</p>
          <Button variant="outline" className="mt-4" onClick={() => void clients.refetch()}>
            Tentar novamente
          </Button>
        </Card>
      ) : items.length === 0 ? (
        <Card className="p-12 text-center">
          <p role="status" className="text-muted-foreground">
            {search ? "Nenhum cliente encontrado para a busca" : "Nenhum cliente cadastrado ainda"}
          </p>
        </Card>
      ) : (
        <>
          <p role="status" className="text-sm text-muted-foreground">
            {countOf(total, "cliente", "clientes")}
          </p>
          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {items.map((client) => (
              <ClientCard key={client.id} client={client} onEdit={setEditing} onDelete={isAdmin ? setToDelete : undefined} />
            ))}
          </div>
          {clients.hasNextPage && (
            <div className="flex justify-center">
              <Button variant="outline" disabled={clients.isFetchingNextPage} onClick={() => void clients.fetchNextPage()}>
                {clients.isFetchingNextPage && <Spinner />}
                Carregar mais
              </Button>
            </div>
          )}
        </>
      )}

      {editing !== undefined && <ClientDialog client={editing} onClose={() => setEditing(undefined)} />}
      <DeleteClientDialog client={toDelete} onClose={() => setToDelete(null)} />
    </div>
  );
}

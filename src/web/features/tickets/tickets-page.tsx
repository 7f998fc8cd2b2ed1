import { useEffect, useState } from "react";
import { Plus, Search } from "lucide-react";
import { useSearchParams } from "react-router";
import { toast } from "sonner";
import { isStaff } from "../../../shared/roles";
import type { Ticket } from "../../../shared/ticket-types";
import { TICKET_STATUSES, type TicketStatus } from "../../../shared/value-sets";
import { useCurrentUser } from "../../app/guards/current-user";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Input } from "../../components/ui/input";
import { PageHeading } from "../../components/ui/page-heading";
import { SelectField } from "../../components/ui/select-field";
import { Spinner } from "../../components/ui/spinner";
import { countOf } from "../../lib/format";
import { notifyError } from "../../lib/notify";
import { useUrlSearchText } from "../../lib/use-url-search-text";
import { useTickets } from "./api/list-tickets";
import { useUpdateTicketStatus } from "./api/update-ticket-status";
import { NewTicketDialog } from "./components/new-ticket-dialog";
import { TicketCard } from "./components/ticket-card";
import { TICKET_STATUS_LABELS } from "../../../shared/value-sets";

type StatusFilter = TicketStatus | "todos";

const STATUS_OPTIONS = [{ value: "todos", label: "Todos" }, ...TICKET_STATUSES.map((value) => ({ value, label: TICKET_STATUS_LABELS[value] }))];

const isStatusFilter = (value: string | null): value is TicketStatus => (TICKET_STATUSES as readonly (string | null)[]).includes(value);

export function TicketsPage() {
  const user = useCurrentUser();
  const staff = isStaff(user.role);
  const [searchParams, setSearchParams] = useSearchParams();
  const search = useUrlSearchText();
  const statusParam = searchParams.get("status");
  const status: StatusFilter = isStatusFilter(statusParam) ? statusParam : "todos";
  const tickets = useTickets({ search: search.committed, status });
  const updateStatus = useUpdateTicketStatus();
  const [creating, setCreating] = useState(false);

  useEffect(() => {
    if (tickets.isError) notifyError("Erro ao carregar chamados", tickets.error);
  }, [tickets.isError, tickets.error]);

  function changeStatus(value: string) {
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value === "todos") next.delete("status");
        else next.set("status", value);
        return next;
      },
      { replace: true },
    );
  }

  function move(ticket: Ticket, next: TicketStatus) {
    updateStatus.mutate(
      { id: ticket.id, status: next },
      {
        onSuccess: () => toast.success("Status do chamado atualizado"),
        onError: (error) => notifyError("Erro ao atualizar chamado", error),
      },
    );
  }

  const items = tickets.data?.pages.flatMap((page) => page.items) ?? [];
  const total = tickets.data?.pages[0]?.total ?? 0;
  const filtered = search.committed !== "" || status !== "todos";
  const movingId = updateStatus.isPending ? updateStatus.variables.id : null;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <PageHeading>{staff ? "Gerenciar Chamados" : "Meus Chamados"}</PageHeading>
          <p className="mt-1 text-muted-foreground">{staff ? "Acompanhe e atenda os chamados de suporte" : "Abra e acompanhe seus chamados de suporte"}</p>
        </div>
        <Button onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" className="size-4" />
          Novo Chamado
        </Button>
      </div>

      <Card className="grid gap-4 p-4 sm:grid-cols-[1fr_14rem] sm:items-end">
        <div className="relative">
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
          <Input
            type="search"
            aria-label="Buscar chamados"
            placeholder="Buscar por assunto, descrição ou cliente..."
            className="pl-9"
            value={search.draft}
            onChange={(event) => search.change(event.target.value)}
          />
        </div>
        <SelectField label="Status" options={STATUS_OPTIONS} value={status} onChange={(event) => changeStatus(event.target.value)} />
      </Card>

      {tickets.isPending ? (
        <p role="status" className="py-12 text-center text-muted-foreground">
          Carregando chamados...
        </p>
      ) : tickets.isError ? (
        <Card className="p-8 text-center">
          <p className="text-muted-foreground">Erro ao carregar chamados</p>
          <Button variant="outline" className="mt-4" onClick={() => void tickets.refetch()}>
            Tentar novamente
          </Button>
        </Card>
      ) : items.length === 0 ? (
        <Card className="p-12 text-center">
          <p role="status" className="text-muted-foreground">
            {filtered ? "Nenhum chamado encontrado com os filtros aplicados" : "Nenhum chamado cadastrado ainda"}
          </p>
          {!filtered && (
            <Button className="mt-4" onClick={() => setCreating(true)}>
              <Plus aria-hidden="true" className="size-4" />
              Criar Primeiro Chamado
            </Button>
          )}
        </Card>
      ) : (
        <>
          <p role="status" className="text-sm text-muted-foreground">
            {countOf(total, "chamado", "chamados")}
          </p>
          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {items.map((ticket) => (
              <TicketCard key={ticket.id} ticket={ticket} onMove={staff ? move : undefined} moving={movingId === ticket.id} />
            ))}
          </div>
          {tickets.hasNextPage && (
            <div className="flex justify-center">
              <Button variant="outline" disabled={tickets.isFetchingNextPage} onClick={() => void tickets.fetchNextPage()}>
                {tickets.isFetchingNextPage && <Spinner />}
                Carregar mais
              </Button>
            </div>
          )}
        </>
      )}

      {creating && <NewTicketDialog onClose={() => setCreating(false)} />}
    </div>
  );
}

import { useState } from "react";
import { Plus } from "lucide-react";
import { toast } from "sonner";
import { can } from "@shared/permissions";
import type { Ticket } from "@shared/ticket-types";
import { TICKET_STATUS_LABELS, TICKET_STATUSES, type TicketStatus } from "@shared/value-sets";
import { useCurrentUser } from "@web/lib/current-user";
import { ListResults } from "@web/components/list/list-results";
import { SearchFilterBar } from "@web/components/list/search-filter-bar";
import { Button } from "@web/components/ui/button";
import { PageHeader } from "@web/components/ui/page-header";
import { notifyError } from "@web/lib/notify";
import { useUrlSearchText } from "@web/lib/use-url-search-text";
import { useUrlStatusFilter } from "@web/lib/use-url-status-filter";
import { useTickets } from "./api/list-tickets";
import { useUpdateTicketStatus } from "./api/update-ticket-status";
import { NewTicketDialog } from "./components/new-ticket-dialog";
import { TicketCard } from "./components/ticket-card";

const STATUS_OPTIONS = [
  { value: "todos", label: "Todos" },
  ...TICKET_STATUSES.map((value) => ({ value, label: TICKET_STATUS_LABELS[value] })),
];

export function TicketsPage() {
  const user = useCurrentUser();
  const canChangeStatus = can(user.role, "tickets.changeStatus");
  const search = useUrlSearchText();
  const { status, change: changeStatus } = useUrlStatusFilter(TICKET_STATUSES);
  const tickets = useTickets({ search: search.committed, status });
  const updateStatus = useUpdateTicketStatus();
  const [creating, setCreating] = useState(false);
  // The ticket being moved: its card takes focus once it shows the new status (docs/decisions/027).
  const [moved, setMoved] = useState<Ticket | null>(null);

  function move(ticket: Ticket, next: TicketStatus) {
    setMoved(ticket);
    updateStatus.mutate(
      { id: ticket.id, status: next },
      {
        onSuccess: () => toast.success("Status do chamado atualizado"),
        onError: (error) => {
          setMoved(null);
          notifyError("Erro ao atualizar chamado", error);
        },
      },
    );
  }

  const movingId = updateStatus.isPending ? updateStatus.variables.id : null;

  return (
    <div className="space-y-6">
      <PageHeader
        title={canChangeStatus ? "Gerenciar Chamados" : "Meus Chamados"}
        description={
          canChangeStatus ? "Acompanhe e atenda os chamados de suporte" : "Abra e acompanhe seus chamados de suporte"
        }
        action={
          <Button onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" className="size-4" />
            Novo Chamado
          </Button>
        }
      />

      <SearchFilterBar
        label="Buscar chamados"
        placeholder="Assunto, descrição ou cliente"
        value={search.draft}
        onChange={search.change}
        filter={{ label: "Status", options: STATUS_OPTIONS, value: status, onChange: changeStatus }}
      />

      <ListResults
        query={tickets}
        noun={["chamado", "chamados"]}
        loadingText="Carregando chamados..."
        errorText="Erro ao carregar chamados"
        filtered={search.committed !== "" || status !== "todos"}
        emptyText="Nenhum chamado cadastrado ainda"
        noMatchText="Nenhum chamado encontrado com os filtros aplicados"
        emptyAction={
          <Button className="mt-4" onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" className="size-4" />
            Criar Primeiro Chamado
          </Button>
        }
        renderItem={(ticket) => (
          <TicketCard
            ticket={ticket}
            onMove={canChangeStatus ? move : undefined}
            moving={movingId === ticket.id}
            movedFrom={moved?.id === ticket.id ? moved.status : undefined}
            onMoveShown={() => setMoved(null)}
          />
        )}
      />

      {creating && <NewTicketDialog onClose={() => setCreating(false)} />}
    </div>
  );
}

import { PAGE } from "@shared/page-paths";
import { useState } from "react";
import { ArrowLeft, Pencil, Trash2 } from "lucide-react";
import { Link, useNavigate, useParams } from "react-router";
import { formatCep, formatCpf, formatPhone } from "@shared/br-numbers";
import { can } from "@shared/permissions";
import { useCurrentUser } from "@web/lib/current-user";
import { Button } from "@web/components/ui/button";
import { PhoneCallLink } from "@web/components/phone-call-link";
import { Card } from "@web/components/ui/card";
import { LoadingScreen } from "@web/components/ui/loading-screen";
import { PageHeading } from "@web/components/ui/page-heading";
import { RegionCard } from "@web/components/ui/region-card";
import { isNotFound } from "@web/lib/api-client";
import { formatDay } from "@web/lib/format";
import { TICKET_STATUS_LABELS } from "@shared/value-sets";
import { useClient } from "./api/get-client";
import { ClientBalanceCard } from "./components/client-balance";
import { ClientDialog } from "./components/client-dialog";
import { ClientOrders } from "./components/client-orders";
import { ClientPortalCard } from "./components/client-portal-card";
import { DeleteClientDialog } from "./components/delete-client-dialog";
import { MapsLink } from "./components/maps-link";

const backLink =
  "inline-flex h-10 items-center gap-2 rounded-md border border-input bg-card px-4 text-sm font-medium hover:bg-accent";

export function ClientPage() {
  return <ClientDetails canDelete={can(useCurrentUser().role, "clients.delete")} />;
}

/** /clients/:id: the client's record, what they have left to pay, their orders and their tickets. */
function ClientDetails({ canDelete }: { canDelete: boolean }) {
  const { id = "" } = useParams();
  const navigate = useNavigate();
  const client = useClient(id);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);

  if (client.isPending) return <LoadingScreen />;
  if (client.isError) {
    if (!isNotFound(client.error)) throw client.error;
    return (
      <Card className="mx-auto mt-8 max-w-md p-8 text-center">
        <h1 className="text-xl font-bold">Cliente não encontrado</h1>
        <Link to={PAGE.clients} className={`${backLink} mt-6`}>
          Voltar aos clientes
        </Link>
      </Card>
    );
  }

  const data = client.data;
  const details = [
    { term: "Telefone", value: formatPhone(data.phone) },
    { term: "E-mail", value: data.email },
    { term: "CPF", value: formatCpf(data.cpf) },
    { term: "Endereço", value: data.address },
    { term: "CEP", value: formatCep(data.cep) },
    { term: "Cadastrado em", value: formatDay(data.createdAt) },
  ];

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-4">
        <Link to={PAGE.clients} className={backLink}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Voltar
        </Link>
        <PageHeading>{data.name}</PageHeading>
        <div className="ml-auto flex gap-2">
          <Button variant="outline" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" className="size-4" />
            Editar
          </Button>
          {canDelete && (
            <Button variant="outline" className="text-destructive" onClick={() => setDeleting(true)}>
              <Trash2 aria-hidden="true" className="size-4" />
              Excluir
            </Button>
          )}
        </div>
      </div>

      <RegionCard id="client-data" title="Dados do Cliente">
        <dl className="grid gap-2 text-sm sm:grid-cols-2">
          {details.map((row) => (
            <div key={row.term}>
              <dt className="text-muted-foreground">{row.term}</dt>
              <dd className="break-words">{row.value || "—"}</dd>
            </div>
          ))}
        </dl>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          <PhoneCallLink phone={data.phone} />
          <MapsLink href={data.mapsLocation} />
        </div>
      </RegionCard>

      <ClientBalanceCard clientId={data.id} />

      <ClientPortalCard client={data} />

      <RegionCard id="client-orders" title="Pedidos">
        <ClientOrders clientId={data.id} />
      </RegionCard>

      <RegionCard id="client-tickets" title="Chamados">
        {data.tickets.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nenhum chamado para este cliente</p>
        ) : (
          <ul aria-label="Chamados do cliente" className="divide-y divide-border rounded-md border border-border">
            {data.tickets.map((ticket) => (
              <li key={ticket.id} className="flex flex-wrap justify-between gap-3 p-3 text-sm">
                <span className="font-medium">{ticket.subject}</span>
                <span className="text-muted-foreground">
                  {TICKET_STATUS_LABELS[ticket.status]} · {formatDay(ticket.createdAt)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </RegionCard>

      {editing && <ClientDialog client={data} onClose={() => setEditing(false)} />}
      <DeleteClientDialog
        client={deleting ? data : null}
        onClose={() => setDeleting(false)}
        onDeleted={() => void navigate(PAGE.clients)}
      />
    </div>
  );
}

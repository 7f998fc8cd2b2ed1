import { clientPage } from "@shared/page-paths";
import { Pencil, Trash2 } from "lucide-react";
import { Link } from "react-router";
import { formatCep, formatCpf, formatPhone } from "@shared/br-numbers";
import type { Client } from "@shared/client-types";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { DetailList } from "@web/components/ui/detail-list";
import { MapsLink } from "./maps-link";

interface ClientCardProps {
  client: Client;
  onEdit: (client: Client) => void;
  /** Given to admins only. */
  onDelete?: (client: Client) => void;
}

export function ClientCard({ client, onEdit, onDelete }: ClientCardProps) {
  const headingId = `client-${client.id}-name`;
  const details = [
    { term: "Telefone", value: formatPhone(client.phone) },
    { term: "E-mail", value: client.email },
    { term: "CPF", value: formatCpf(client.cpf) },
    { term: "Endereço", value: client.address },
    { term: "CEP", value: formatCep(client.cep) },
  ].filter((row) => row.value);

  return (
    <Card className="flex flex-col gap-3 p-5">
      <article aria-labelledby={headingId} className="flex flex-1 flex-col gap-3">
        <h2 id={headingId} className="text-lg font-semibold">
          <Link to={clientPage(client.id)} className="hover:underline">
            {client.name}
          </Link>
        </h2>
        <DetailList rows={details} />
        <MapsLink href={client.mapsLocation} />
      </article>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          className="h-9 px-3"
          aria-label={`Editar ${client.name}`}
          onClick={() => onEdit(client)}
        >
          <Pencil aria-hidden="true" className="size-4" />
          Editar
        </Button>
        {onDelete && (
          <Button
            variant="outline"
            className="h-9 px-3 text-destructive"
            aria-label={`Excluir ${client.name}`}
            onClick={() => onDelete(client)}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            Excluir
          </Button>
        )}
      </div>
    </Card>
  );
}

import { orderPage } from "@shared/page-paths";
import { useState } from "react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import type { AgendaEntry } from "@shared/agenda-types";
import { formatOrderNumber } from "@shared/order-types";
import { can } from "@shared/permissions";
import { useCurrentUser } from "@web/lib/current-user";
import { OrderStatusBadge } from "@web/components/order-status-badge";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { PageHeading } from "@web/components/ui/page-heading";
import { SelectField } from "@web/components/ui/select-field";
import { useTechnicians } from "@web/features/orders/api/list-technicians";
import { APPOINTMENT_STATUS_LABELS } from "@web/features/orders/order-labels";
import { useAgenda } from "./api/list-agenda";
import { addDays, mondayOf } from "@shared/calendar-days";
import { dayTitle, todayHere } from "./agenda-days";

type View = "dia" | "semana";

const GROUPS = [
  { label: "Manhã", matches: (e: AgendaEntry) => e.kind === "visita" && e.period === "manha" },
  { label: "Tarde", matches: (e: AgendaEntry) => e.kind === "visita" && e.period === "tarde" },
  { label: "Previsão de entrega", matches: (e: AgendaEntry) => e.kind === "previsao" },
];

/** The technicians' agenda: visits by morning and afternoon, and the days orders are due, by day or week. */
export function AgendaPage() {
  const user = useCurrentUser();
  return <Agenda userId={user.id} seesEveryone={can(user.role, "users.manage")} />;
}

function Agenda({ userId, seesEveryone }: { userId: string; seesEveryone: boolean }) {
  const [view, setView] = useState<View>("semana");
  const [anchor, setAnchor] = useState(todayHere);
  // A técnico starts on their own agenda; whoever manages the team, on everyone's.
  const [technicianId, setTechnicianId] = useState(seesEveryone ? "" : userId);
  const technicians = useTechnicians();
  const from = view === "semana" ? mondayOf(anchor) : anchor;
  const to = view === "semana" ? addDays(from, 6) : anchor;
  const agenda = useAgenda({ from, to, technicianId });
  const days = Array.from({ length: view === "semana" ? 7 : 1 }, (_, i) => addDays(from, i));
  const step = view === "semana" ? 7 : 1;

  return (
    <div className="space-y-6">
      <div>
        <PageHeading>Agenda</PageHeading>
        <p className="mt-1 text-muted-foreground">Visitas técnicas e previsões de entrega</p>
      </div>

      <Card className="flex flex-wrap items-end gap-3 p-4">
        <div role="group" aria-label="Visualização" className="flex gap-1">
          {(["dia", "semana"] as const).map((option) => (
            <Button
              key={option}
              variant={view === option ? "primary" : "outline"}
              aria-pressed={view === option}
              onClick={() => setView(option)}
            >
              {option === "dia" ? "Dia" : "Semana"}
            </Button>
          ))}
        </div>
        <div className="flex gap-1">
          <Button
            variant="outline"
            size="icon"
            aria-label="Período anterior"
            onClick={() => setAnchor(addDays(anchor, -step))}
          >
            <ChevronLeft aria-hidden="true" className="size-4" />
          </Button>
          <Button variant="outline" onClick={() => setAnchor(todayHere())}>
            Hoje
          </Button>
          <Button
            variant="outline"
            size="icon"
            aria-label="Próximo período"
            onClick={() => setAnchor(addDays(anchor, step))}
          >
            <ChevronRight aria-hidden="true" className="size-4" />
          </Button>
        </div>
        <div className="min-w-48 flex-1 sm:max-w-xs">
          <SelectField
            label="Técnico"
            value={technicianId}
            onChange={(event) => setTechnicianId(event.target.value)}
            options={[
              { value: "", label: "Todos" },
              ...(technicians.data ?? []).map((t) => ({ value: t.id, label: t.name })),
            ]}
          />
        </div>
      </Card>

      {agenda.isError ? (
        <p className="text-muted-foreground">Erro ao carregar a agenda</p>
      ) : (
        <div className="space-y-4" aria-busy={agenda.isPending}>
          {days.map((day) => (
            <AgendaDay key={day} day={day} entries={(agenda.data ?? []).filter((e) => e.day === day)} />
          ))}
        </div>
      )}
    </div>
  );
}

function AgendaDay({ day, entries }: { day: string; entries: AgendaEntry[] }) {
  const headingId = `agenda-${day}`;
  return (
    <Card className="p-4">
      <section aria-labelledby={headingId} className="space-y-3">
        <h2 id={headingId} className="font-semibold">
          {dayTitle(day)}
          {day === todayHere() && <span className="ml-2 text-sm font-normal text-muted-foreground">(hoje)</span>}
        </h2>
        {entries.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nada agendado</p>
        ) : (
          GROUPS.map((group) => {
            const inGroup = entries.filter(group.matches);
            if (inGroup.length === 0) return null;
            return (
              <div key={group.label}>
                <h3 className="text-sm font-medium text-muted-foreground">{group.label}</h3>
                <ul className="mt-1 divide-y divide-border">
                  {inGroup.map((entry) => (
                    <AgendaLine key={entry.id} entry={entry} />
                  ))}
                </ul>
              </div>
            );
          })
        )}
      </section>
    </Card>
  );
}

function AgendaLine({ entry }: { entry: AgendaEntry }) {
  const { order } = entry;
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
      <div className="min-w-0">
        <Link to={orderPage(order.id)} className="font-medium underline-offset-2 hover:underline">
          {formatOrderNumber(order.number)} · {order.brand} {order.model}
        </Link>
        <p className="break-words text-muted-foreground">
          {order.clientName}
          {order.technician && ` · ${order.technician.name}`}
          {entry.kind === "visita" && ` · ${APPOINTMENT_STATUS_LABELS[entry.visitStatus]}`}
        </p>
      </div>
      <OrderStatusBadge status={order.status} />
    </li>
  );
}

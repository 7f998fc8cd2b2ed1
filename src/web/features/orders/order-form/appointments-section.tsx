import { useState } from "react";
import { CalendarPlus, Pencil, Trash2 } from "lucide-react";
import type { AppointmentInput } from "@shared/validation/order";
import { Button } from "@web/components/ui/button";
import { formatDay } from "@web/lib/format";
import { APPOINTMENT_PERIOD_LABELS, APPOINTMENT_STATUS_LABELS } from "@web/features/orders/order-labels";
import { AppointmentDialog } from "./appointment-dialog";

interface AppointmentsSectionProps {
  appointments: AppointmentInput[];
  onChange: (appointments: AppointmentInput[]) => void;
}

/** The technical visits of the order, each editable in the same dialog that booked it. */
export function AppointmentsSection({ appointments, onChange }: AppointmentsSectionProps) {
  // null: closed; -1: a new visit; otherwise the index of the one being edited.
  const [editing, setEditing] = useState<number | null>(null);

  function save(appointment: AppointmentInput) {
    onChange(
      editing === -1 || editing === null
        ? [...appointments, appointment]
        : appointments.map((a, i) => (i === editing ? appointment : a)),
    );
    setEditing(null);
  }

  return (
    <div className="space-y-4">
      {appointments.length > 0 && (
        <ul aria-label="Visitas técnicas" className="divide-y divide-border rounded-md border border-border">
          {appointments.map((appointment, index) => {
            const text = `${formatDay(appointment.date)} · ${APPOINTMENT_PERIOD_LABELS[appointment.period ?? "manha"]} · ${APPOINTMENT_STATUS_LABELS[appointment.status ?? "nao_confirmado"]}`;
            return (
              <li
                key={appointment.id ?? `new-${index}`}
                className="flex flex-wrap items-center justify-between gap-3 p-3 text-sm"
              >
                <span>{text}</span>
                <div className="flex items-center gap-2">
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Editar visita de ${formatDay(appointment.date)}`}
                    onClick={() => setEditing(index)}
                  >
                    <Pencil aria-hidden="true" className="size-4" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Remover visita de ${formatDay(appointment.date)}`}
                    onClick={() => onChange(appointments.filter((_, i) => i !== index))}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <Button variant="outline" onClick={() => setEditing(-1)}>
        <CalendarPlus aria-hidden="true" className="size-4" />
        Marcar Visita Técnica
      </Button>
      {editing !== null && (
        <AppointmentDialog appointment={appointments[editing] ?? null} onSave={save} onClose={() => setEditing(null)} />
      )}
    </div>
  );
}

import { z } from "zod";
import { calendarDaySchema } from "./dates.ts";

const AGENDA_MAX_DAYS = 62;

/** The agenda's range (at most two months) and, optionally, one technician's entries only. */
export const agendaQuerySchema = z
  .object({
    from: calendarDaySchema("Data inicial inválida"),
    to: calendarDaySchema("Data final inválida"),
    technicianId: z.string().trim().min(1).max(64).optional(),
  })
  .refine((q) => q.from <= q.to, { error: "A data final deve ser depois da inicial" })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= AGENDA_MAX_DAYS * 86_400_000, {
    error: `Escolha um período de até ${AGENDA_MAX_DAYS} dias`,
  });

import { localDayOf } from "@shared/calendar-days";

/** Today here, YYYY-MM-DD. */
export const todayHere = () => localDayOf(new Date());

const WEEKDAYS = ["Domingo", "Segunda-feira", "Terça-feira", "Quarta-feira", "Quinta-feira", "Sexta-feira", "Sábado"];

/** "Terça-feira, 24/11". */
export function dayTitle(day: string): string {
  const [, month, date] = day.split("-");
  return `${WEEKDAYS[new Date(`${day}T12:00:00Z`).getUTCDay()]}, ${date}/${month}`;
}

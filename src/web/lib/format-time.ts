import { format, formatDistance, parseISO } from "date-fns";
import { ptBR } from "date-fns/locale";

/** A timestamp as 05/03/2025 às 14:30, in the browser's local time. */
export function formatDateTime(iso: string): string {
  return format(parseISO(iso), "dd/MM/yyyy 'às' HH:mm", { locale: ptBR });
}

/** How long ago a timestamp was: 'há 5 minutos'. */
export function timeAgo(iso: string, now: Date = new Date()): string {
  const date = parseISO(iso);
  // A server clock a little ahead of the browser's must not read 'em 2 segundos'.
  return formatDistance(date > now ? now : date, now, { addSuffix: true, locale: ptBR });
}

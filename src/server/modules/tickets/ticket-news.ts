import { PAGE } from "@shared/page-paths";
import { TICKET_STATUS_LABELS, type TicketStatus } from "@shared/value-sets";
import type { NotificationMail } from "@server/modules/notifications/notifications.service";

/** Staff's bell and e-mail when a ticket is opened. */
export function newTicketNews(subject: string) {
  const mail: NotificationMail = {
    kind: "new_ticket",
    subject: "Novo chamado",
    paragraphs: [`Um chamado foi aberto: “${subject}”.`],
    action: "Ver os chamados",
    link: PAGE.tickets,
  };
  return { message: { title: "Novo chamado", body: subject, link: PAGE.tickets }, mail };
}

/** The customer's bell and e-mail when their ticket moves on. */
export function ticketStatusNews(subject: string, status: TicketStatus) {
  const label = TICKET_STATUS_LABELS[status];
  const mail: NotificationMail = {
    kind: "ticket_status",
    subject: "Chamado atualizado",
    paragraphs: [`O status do seu chamado “${subject}” mudou para “${label}”.`],
    action: "Ver meus chamados",
    link: PAGE.tickets,
  };
  return { message: { title: "Chamado atualizado", body: `${subject}: ${label}`, link: PAGE.tickets }, mail };
}

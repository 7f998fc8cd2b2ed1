import { PAGE, clientPage, editOrderPage, orderPrintPage, pathOf } from "@shared/page-paths";
import type { SearchResults } from "@shared/api-types";
import { formatPhone } from "@shared/br-numbers";
import { formatOrderNumber } from "@shared/order-types";
import { can } from "@shared/permissions";
import type { Role } from "@shared/roles";
import { TICKET_STATUS_LABELS } from "@shared/value-sets";

interface SearchOption {
  key: string;
  label: string;
  detail: string;
  /** Where choosing it goes. */
  to: string;
}

interface SearchGroup {
  label: string;
  options: SearchOption[];
}

/**
 * The results as the popup's groups, empty ones left out. Staff open an order to edit it; a cliente
 * cannot edit, so theirs opens the printed service order.
 */
export function searchGroups(results: SearchResults, role: Role): SearchGroup[] {
  const canWriteOrders = can(role, "orders.write");
  const groups: SearchGroup[] = [
    {
      label: "Pedidos",
      options: results.orders.map((order) => ({
        key: `order-${order.id}`,
        label: `${order.brand} ${order.model}`,
        detail: `${formatOrderNumber(order.number)} · ${order.clientName}`,
        to: canWriteOrders ? editOrderPage(order.id) : orderPrintPage(order.id),
      })),
    },
    {
      label: "Clientes",
      options: can(role, "clients.manage")
        ? results.clients.map((client) => ({
            key: `client-${client.id}`,
            label: client.name,
            detail: formatPhone(client.phone),
            to: clientPage(client.id),
          }))
        : [],
    },
    {
      label: "Chamados",
      options: results.tickets.map((ticket) => ({
        key: `ticket-${ticket.id}`,
        label: ticket.subject,
        detail: TICKET_STATUS_LABELS[ticket.status],
        to: pathOf(PAGE.tickets, {}, { search: ticket.subject }),
      })),
    },
  ];
  return groups.filter((group) => group.options.length > 0);
}

import type { Request } from "autocannon";
import type { OrderInput } from "@shared/validation/order";
import type { TicketInput } from "@shared/validation/ticket";

/** What the soak's requests are about: the newest order of the seeded data and its client. */
export interface SoakFixture {
  orderId: string;
  clientId: string;
  clientName: string;
}

/** One step of the cycle every connection runs, named (method and route) for the report's counts. */
export interface SoakStep {
  name: string;
  write: boolean;
  request: Request;
}

/** The new-order form's request for a phone repair of an existing client. */
export function newOrder(clientId: string, defect = "Tela quebrada"): OrderInput {
  return {
    clientId,
    brand: "Samsung",
    model: "A10",
    device: "Celular",
    defect,
    services: [{ description: "Troca de tela", value: 250, discountType: "valor", discountValue: 0 }],
  };
}

/**
 * A staff member opening a ticket for an existing client. The dialog's fields are all required
 * even then (src/shared/validation/ticket.ts); with a clientId the server keeps the client's own.
 */
function newTicket(fixture: SoakFixture): TicketInput {
  return {
    clientId: fixture.clientId,
    clientName: fixture.clientName,
    brand: "Samsung",
    defect: "Não liga",
    phone: "(11) 98765-4321",
    address: "Rua das Flores, 120 - São Paulo",
  };
}

const read = (name: string, path: string): SoakStep => ({ name, write: false, request: { method: "GET", path } });

/**
 * The cycle each connection runs, in this order: 12 reads and 3 writes (80 / 20), the reads
 * weighted as a shop's screens are opened (an order's detail most). The PUT edits the order this
 * connection created earlier in the same cycle, so it is an edit any order in `novo` allows; when
 * that POST failed, the PUT fails too and is counted (autocannon clears the context each cycle).
 */
export function soakCycle(fixture: SoakFixture, writeHeaders: Record<string, string>): SoakStep[] {
  const dashboard = read("GET /api/dashboard", "/api/dashboard");
  const ordersPage = read("GET /api/orders?page=1", "/api/orders?page=1");
  const orderDetail = read("GET /api/orders/:id", `/api/orders/${fixture.orderId}`);
  const clientsSearch = read(
    "GET /api/clients?search=",
    `/api/clients?search=${encodeURIComponent(fixture.clientName)}`,
  );
  const tickets = read("GET /api/tickets", "/api/tickets");
  const notifications = read("GET /api/notifications", "/api/notifications");
  const write = (method: string, path: string, body: unknown) => ({
    method,
    path,
    headers: writeHeaders,
    body: JSON.stringify(body),
  });
  const createOrder: SoakStep = {
    name: "POST /api/orders",
    write: true,
    request: {
      ...write("POST", "/api/orders", newOrder(fixture.clientId)),
      onResponse: (status, body, context) => {
        if (status === 201) context.orderId = (JSON.parse(body) as { id: string }).id;
      },
    },
  };
  const editOrder: SoakStep = {
    name: "PUT /api/orders/:id",
    write: true,
    request: {
      ...write("PUT", "/api/orders/:id", newOrder(fixture.clientId, "Tela quebrada e bateria fraca")),
      setupRequest: (request, context) => ({ ...request, path: `/api/orders/${String(context.orderId)}` }),
    },
  };
  const openTicket: SoakStep = {
    name: "POST /api/tickets",
    write: true,
    request: write("POST", "/api/tickets", newTicket(fixture)),
  };
  return [
    dashboard,
    ordersPage,
    createOrder,
    orderDetail,
    clientsSearch,
    tickets,
    orderDetail,
    editOrder,
    notifications,
    ordersPage,
    openTicket,
    orderDetail,
    dashboard,
    clientsSearch,
    tickets,
  ];
}

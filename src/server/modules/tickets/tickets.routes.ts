import { Hono } from "hono";
import { z } from "zod";
import { TICKET_STATUSES } from "@shared/value-sets";
import { ticketInputSchema, ticketStatusSchema } from "@shared/validation/ticket";
import type { AppEnv } from "@server/context";
import type { Db } from "@server/db/client";
import { pagingSchema } from "@server/lib/paging";
import { input } from "@server/lib/input";
import { allow, currentUser } from "@server/middleware/guards";
import { idempotent } from "@server/middleware/idempotency";
import { changeTicketStatus, createTicket, listTickets } from "./tickets.service";

const listQuery = pagingSchema.extend({
  search: z.string().trim().max(100).optional(),
  status: z.enum([...TICKET_STATUSES, "todos"]).optional(),
});
const idParam = z.object({ id: z.uuid({ error: "Chamado não encontrado" }) });

/** Tickets: everyone signed in opens and reads (within scope); only staff move their status (docs/product.md §6). */
export function ticketsRoutes(db: Db, clock: () => Date) {
  return new Hono<AppEnv>()
    .get("/", allow("tickets.read"), input("query", listQuery), async (c) => {
      const { search, status, ...paging } = c.req.valid("query");
      return c.json(
        await listTickets({
          db,
          user: currentUser(c),
          search,
          status: status === "todos" ? undefined : status,
          paging,
        }),
      );
    })
    .post("/", allow("tickets.open"), input("json", ticketInputSchema), idempotent({ db, clock }), async (c) => {
      const ticket = await createTicket({ db, user: currentUser(c), input: c.req.valid("json") });
      c.set("audit", { resourceId: ticket.id });
      return c.json(ticket, 201);
    })
    .patch(
      "/:id/status",
      allow("tickets.changeStatus"),
      input("param", idParam),
      input("json", ticketStatusSchema),
      async (c) => {
        const { id } = c.req.valid("param");
        const { status } = c.req.valid("json");
        c.set("audit", { metadata: { status } });
        return c.json(await changeTicketStatus({ db, id, status }));
      },
    );
}

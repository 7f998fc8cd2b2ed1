import { Hono } from "hono";
import { z } from "zod";
import { TICKET_STATUSES } from "@shared/value-sets";
import { ticketInputSchema, ticketStatusSchema } from "@shared/validation/ticket";
import type { AppEnv } from "@server/context";
import type { Db } from "@server/db/client";
import { pagingSchema } from "@server/lib/paging";
import { jsonBody, parseInput } from "@server/lib/validate";
import { currentUser, requireRole, requireUser } from "@server/middleware/guards";
import { changeTicketStatus, createTicket, listTickets } from "./tickets.service";

const listQuery = pagingSchema.extend({
  search: z.string().trim().max(100).optional(),
  status: z.enum([...TICKET_STATUSES, "todos"]).optional(),
});
const idParam = z.object({ id: z.uuid({ error: "Chamado não encontrado" }) });

/** Tickets: everyone signed in opens and reads (within scope); only staff move their status (spec §6). */
export function ticketsRoutes(db: Db) {
  return new Hono<AppEnv>()
    .use(requireUser)
    .get("/", async (c) => {
      const { search, status, ...paging } = parseInput(listQuery, c.req.query());
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
    .post("/", async (c) => {
      const input = parseInput(ticketInputSchema, await jsonBody(c.req));
      const ticket = await createTicket({ db, user: currentUser(c), input });
      c.set("audit", { resourceId: ticket.id });
      return c.json(ticket, 201);
    })
    .patch("/:id/status", requireRole("admin", "tecnico"), async (c) => {
      const { id } = parseInput(idParam, c.req.param());
      const { status } = parseInput(ticketStatusSchema, await jsonBody(c.req));
      c.set("audit", { metadata: { status } });
      return c.json(await changeTicketStatus({ db, id, status }));
    });
}

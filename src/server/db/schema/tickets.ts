import { index, pgTable, text, uuid, varchar } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { createdAt, updatedAt } from "./columns";
import { ticketStatusEnum } from "./enums";
import { clients } from "./shop";

export const tickets = pgTable(
  "tickets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    clientId: uuid("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "restrict" }),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    subject: varchar("subject", { length: 255 }).notNull(),
    description: text("description").notNull(),
    status: ticketStatusEnum("status").notNull().default("aberto"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("tickets_created_id_idx").on(t.createdAt, t.id),
    index("tickets_client_created_idx").on(t.clientId, t.createdAt.desc()),
    index("tickets_status_created_idx").on(t.status, t.createdAt.desc()),
    // The ticket search matches any part of the subject and description (and the client's name, on clients).
    index("tickets_subject_trgm_idx").using("gin", t.subject.op("gin_trgm_ops")),
    index("tickets_description_trgm_idx").using("gin", t.description.op("gin_trgm_ops")),
  ],
);

import { customType, timestamp } from "drizzle-orm/pg-core";

// Columns several tables declare alike.

/** Binary content kept in the database (photos, signatures), so every instance serves it and backups hold it. */
export const bytea = customType<{ data: Buffer }>({ dataType: () => "bytea" });

export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

-- The ticket search matches any part of the subject and description (ILIKE '%…%'): trigram indexes, as
-- for orders and clients (0004), so the search ORs index lookups instead of reading every ticket.
CREATE INDEX "tickets_subject_trgm_idx" ON "tickets" USING gin ("subject" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tickets_description_trgm_idx" ON "tickets" USING gin ("description" gin_trgm_ops);
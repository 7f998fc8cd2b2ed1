-- Trigram indexes (pg_trgm) let ILIKE '%…%' searches use an index; PGlite loads the extension at start.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "row_counts" (
	"table_name" varchar(63) NOT NULL,
	"status" varchar(32) DEFAULT '' NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "row_counts_table_name_status_pk" PRIMARY KEY("table_name","status")
);
--> statement-breakpoint
DROP INDEX "clients_name_idx";--> statement-breakpoint
DROP INDEX "clients_created_at_idx";--> statement-breakpoint
DROP INDEX "orders_created_at_idx";--> statement-breakpoint
DROP INDEX "tickets_created_at_idx";--> statement-breakpoint
CREATE INDEX "clients_created_id_idx" ON "clients" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "clients_name_trgm_idx" ON "clients" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_phone_trgm_idx" ON "clients" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_email_trgm_idx" ON "clients" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_cpf_trgm_idx" ON "clients" USING gin ("cpf" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_created_number_idx" ON "orders" USING btree ("created_at","number");--> statement-breakpoint
CREATE INDEX "orders_brand_trgm_idx" ON "orders" USING gin ("brand" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_model_trgm_idx" ON "orders" USING gin ("model" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_device_trgm_idx" ON "orders" USING gin ("device" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tickets_created_id_idx" ON "tickets" USING btree ("created_at","id");--> statement-breakpoint
-- row_counts is kept by statement-level triggers: a multi-row insert moves each counter once, an
-- update that keeps the status touches no counter, and counters are taken in status order so two
-- transactions never wait on each other's counters in opposite orders (docs/decisions/016).
CREATE FUNCTION "row_counts_by_status"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO row_counts AS c (table_name, status, n)
      SELECT TG_TABLE_NAME, status::text, count(*) FROM new_rows GROUP BY 2 ORDER BY 2
      ON CONFLICT (table_name, status) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO row_counts AS c (table_name, status, n)
      SELECT TG_TABLE_NAME, status::text, -count(*) FROM old_rows GROUP BY 2 ORDER BY 2
      ON CONFLICT (table_name, status) DO UPDATE SET n = c.n + excluded.n;
  ELSE
    INSERT INTO row_counts AS c (table_name, status, n)
      SELECT TG_TABLE_NAME, d.status, sum(d.n) FROM (
        SELECT status::text AS status, 1 AS n FROM new_rows
        UNION ALL SELECT status::text, -1 FROM old_rows
      ) d GROUP BY 2 HAVING sum(d.n) <> 0 ORDER BY 2
      ON CONFLICT (table_name, status) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "row_counts_whole"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO row_counts AS c (table_name, status, n) SELECT TG_TABLE_NAME, '', count(*) FROM new_rows
      ON CONFLICT (table_name, status) DO UPDATE SET n = c.n + excluded.n;
  ELSE
    INSERT INTO row_counts AS c (table_name, status, n) SELECT TG_TABLE_NAME, '', -count(*) FROM old_rows
      ON CONFLICT (table_name, status) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "row_counts_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM row_counts WHERE table_name = TG_TABLE_NAME;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "orders_count_insert" AFTER INSERT ON "orders" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_by_status();--> statement-breakpoint
CREATE TRIGGER "orders_count_update" AFTER UPDATE ON "orders" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_by_status();--> statement-breakpoint
CREATE TRIGGER "orders_count_delete" AFTER DELETE ON "orders" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_by_status();--> statement-breakpoint
CREATE TRIGGER "orders_count_truncate" AFTER TRUNCATE ON "orders" FOR EACH STATEMENT EXECUTE FUNCTION row_counts_truncate();--> statement-breakpoint
CREATE TRIGGER "tickets_count_insert" AFTER INSERT ON "tickets" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_by_status();--> statement-breakpoint
CREATE TRIGGER "tickets_count_update" AFTER UPDATE ON "tickets" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_by_status();--> statement-breakpoint
CREATE TRIGGER "tickets_count_delete" AFTER DELETE ON "tickets" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_by_status();--> statement-breakpoint
CREATE TRIGGER "tickets_count_truncate" AFTER TRUNCATE ON "tickets" FOR EACH STATEMENT EXECUTE FUNCTION row_counts_truncate();--> statement-breakpoint
CREATE TRIGGER "clients_count_insert" AFTER INSERT ON "clients" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_whole();--> statement-breakpoint
CREATE TRIGGER "clients_count_delete" AFTER DELETE ON "clients" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_whole();--> statement-breakpoint
CREATE TRIGGER "clients_count_truncate" AFTER TRUNCATE ON "clients" FOR EACH STATEMENT EXECUTE FUNCTION row_counts_truncate();--> statement-breakpoint
-- The rows already there.
INSERT INTO row_counts (table_name, status, n) SELECT 'orders', status::text, count(*) FROM orders GROUP BY 2;--> statement-breakpoint
INSERT INTO row_counts (table_name, status, n) SELECT 'tickets', status::text, count(*) FROM tickets GROUP BY 2;--> statement-breakpoint
INSERT INTO row_counts (table_name, status, n) SELECT 'clients', '', count(*) FROM clients;

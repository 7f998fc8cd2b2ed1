CREATE TABLE "order_money" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"paid" numeric(14, 2) DEFAULT '0' NOT NULL,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "order_money_owed_idx" ON "order_money" USING btree ("delivered_at","order_id") WHERE "order_money"."delivered_at" is not null and "order_money"."total" > "order_money"."paid";--> statement-breakpoint
-- order_money is kept by statement-level triggers, as row_counts is (docs/decisions/038): an order
-- brings its row and its delivery time while delivered (so the receivables' index needs no join to
-- orders); a service or a payment moves its figures by the difference it makes. An increment, not a
-- recount: two transactions writing one order's rows each add their own difference to the row's
-- latest version, so neither is lost.
CREATE FUNCTION "order_money_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO order_money (order_id, delivered_at)
      SELECT id, CASE WHEN status::text = 'entregue' THEN delivered_at END FROM new_rows ORDER BY 1
      ON CONFLICT DO NOTHING;
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE order_money m SET delivered_at = d.delivered_at FROM (
      SELECT id, CASE WHEN status::text = 'entregue' THEN delivered_at END AS delivered_at FROM new_rows
    ) d WHERE m.order_id = d.id AND m.delivered_at IS DISTINCT FROM d.delivered_at;
  ELSE
    DELETE FROM order_money WHERE order_id IN (SELECT id FROM old_rows);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A service's total as the screens compute it (src/server/lib/service-total.queries.ts), signed:
-- added for a new row, taken away for an old one.
CREATE FUNCTION "order_money_service_total"(value numeric, discount_type text, discount_value numeric)
RETURNS numeric LANGUAGE sql IMMUTABLE AS $$
  SELECT value - CASE WHEN discount_type = 'porcentagem' THEN round(value * discount_value / 100, 2) ELSE discount_value END
$$;--> statement-breakpoint
CREATE FUNCTION "order_money_services"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE order_money m SET total = m.total + d.delta FROM (
      SELECT order_id, sum(order_money_service_total(value, discount_type::text, discount_value)) AS delta
      FROM new_rows GROUP BY 1
    ) d WHERE m.order_id = d.order_id AND d.delta <> 0;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE order_money m SET total = m.total - d.delta FROM (
      SELECT order_id, sum(order_money_service_total(value, discount_type::text, discount_value)) AS delta
      FROM old_rows GROUP BY 1
    ) d WHERE m.order_id = d.order_id AND d.delta <> 0;
  ELSE
    UPDATE order_money m SET total = m.total + d.delta FROM (
      SELECT order_id, sum(t) AS delta FROM (
        SELECT order_id, order_money_service_total(value, discount_type::text, discount_value) AS t FROM new_rows
        UNION ALL
        SELECT order_id, -order_money_service_total(value, discount_type::text, discount_value) FROM old_rows
      ) x GROUP BY 1
    ) d WHERE m.order_id = d.order_id AND d.delta <> 0;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "order_money_payments"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE order_money m SET paid = m.paid + d.delta FROM (
      SELECT order_id, sum(CASE WHEN direction = 'entrada' THEN amount ELSE -amount END) AS delta FROM new_rows GROUP BY 1
    ) d WHERE m.order_id = d.order_id AND d.delta <> 0;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE order_money m SET paid = m.paid - d.delta FROM (
      SELECT order_id, sum(CASE WHEN direction = 'entrada' THEN amount ELSE -amount END) AS delta FROM old_rows GROUP BY 1
    ) d WHERE m.order_id = d.order_id AND d.delta <> 0;
  ELSE
    UPDATE order_money m SET paid = m.paid + d.delta FROM (
      SELECT order_id, sum(t) AS delta FROM (
        SELECT order_id, CASE WHEN direction = 'entrada' THEN amount ELSE -amount END AS t FROM new_rows
        UNION ALL
        SELECT order_id, -(CASE WHEN direction = 'entrada' THEN amount ELSE -amount END) FROM old_rows
      ) x GROUP BY 1
    ) d WHERE m.order_id = d.order_id AND d.delta <> 0;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "orders_money_insert" AFTER INSERT ON "orders" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_money_rows();--> statement-breakpoint
CREATE TRIGGER "orders_money_update" AFTER UPDATE ON "orders" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_money_rows();--> statement-breakpoint
CREATE TRIGGER "orders_money_delete" AFTER DELETE ON "orders" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION order_money_rows();--> statement-breakpoint
CREATE TRIGGER "services_money_insert" AFTER INSERT ON "services" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_money_services();--> statement-breakpoint
CREATE TRIGGER "services_money_update" AFTER UPDATE ON "services" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_money_services();--> statement-breakpoint
CREATE TRIGGER "services_money_delete" AFTER DELETE ON "services" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION order_money_services();--> statement-breakpoint
CREATE TRIGGER "payments_money_insert" AFTER INSERT ON "payments" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_money_payments();--> statement-breakpoint
CREATE TRIGGER "payments_money_update" AFTER UPDATE ON "payments" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_money_payments();--> statement-breakpoint
CREATE TRIGGER "payments_money_delete" AFTER DELETE ON "payments" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION order_money_payments();--> statement-breakpoint
-- The orders already there (status as text: on a new database, 'entregue' was added to the enum in
-- this same transaction, and PostgreSQL refuses to compare with such a value before it commits).
INSERT INTO order_money (order_id, delivered_at, total, paid)
  SELECT o.id, CASE WHEN o.status::text = 'entregue' THEN o.delivered_at END,
    coalesce((SELECT sum(order_money_service_total(s.value, s.discount_type::text, s.discount_value)) FROM services s WHERE s.order_id = o.id), 0),
    coalesce((SELECT sum(CASE WHEN p.direction = 'entrada' THEN p.amount ELSE -p.amount END) FROM payments p WHERE p.order_id = o.id), 0)
  FROM orders o;

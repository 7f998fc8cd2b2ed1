ALTER TYPE "public"."order_event_kind" ADD VALUE 'pecas';--> statement-breakpoint
CREATE TABLE "order_parts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"description" varchar(120) NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" numeric(14, 2) NOT NULL,
	"unit_cost" numeric(14, 2) NOT NULL,
	"discount_type" "discount_type" DEFAULT 'porcentagem' NOT NULL,
	"discount_value" numeric(14, 2) DEFAULT '0' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_parts_quantity_check" CHECK ("order_parts"."quantity" > 0),
	CONSTRAINT "order_parts_amounts_check" CHECK ("order_parts"."unit_price" >= 0 and "order_parts"."unit_cost" >= 0),
	CONSTRAINT "order_parts_discount_check" CHECK ("order_parts"."discount_value" >= 0 and ("order_parts"."discount_type" <> 'porcentagem' or "order_parts"."discount_value" <= 100) and ("order_parts"."discount_type" <> 'valor' or "order_parts"."discount_value" <= "order_parts"."unit_price" * "order_parts"."quantity"))
);
--> statement-breakpoint
ALTER TABLE "order_parts" ADD CONSTRAINT "order_parts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_parts" ADD CONSTRAINT "order_parts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_parts" ADD CONSTRAINT "order_parts_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_parts_order_id_idx" ON "order_parts" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_parts_product_id_idx" ON "order_parts" USING btree ("product_id");--> statement-breakpoint
-- A part line's total, as a service's (docs/decisions/045): the price of the units less the discount,
-- a percentage rounded to the centavo first.
CREATE FUNCTION "order_money_part_total"(unit_price numeric, quantity integer, discount_type text, discount_value numeric)
RETURNS numeric LANGUAGE sql IMMUTABLE AS $$
  SELECT order_money_service_total(unit_price * quantity, discount_type, discount_value)
$$;--> statement-breakpoint
-- The balances' index (order_money, migration 0011) counts parts in the order's total, by increments.
CREATE FUNCTION "order_money_parts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE order_money m SET total = m.total + d.delta FROM (
      SELECT order_id, sum(order_money_part_total(unit_price, quantity, discount_type::text, discount_value)) AS delta
      FROM new_rows GROUP BY 1
    ) d WHERE m.order_id = d.order_id AND d.delta <> 0;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE order_money m SET total = m.total - d.delta FROM (
      SELECT order_id, sum(order_money_part_total(unit_price, quantity, discount_type::text, discount_value)) AS delta
      FROM old_rows GROUP BY 1
    ) d WHERE m.order_id = d.order_id AND d.delta <> 0;
  ELSE
    UPDATE order_money m SET total = m.total + d.delta FROM (
      SELECT order_id, sum(t) AS delta FROM (
        SELECT order_id, order_money_part_total(unit_price, quantity, discount_type::text, discount_value) AS t FROM new_rows
        UNION ALL
        SELECT order_id, -order_money_part_total(unit_price, quantity, discount_type::text, discount_value) FROM old_rows
      ) x GROUP BY 1
    ) d WHERE m.order_id = d.order_id AND d.delta <> 0;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "order_parts_money_insert" AFTER INSERT ON "order_parts" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_money_parts();--> statement-breakpoint
CREATE TRIGGER "order_parts_money_update" AFTER UPDATE ON "order_parts" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_money_parts();--> statement-breakpoint
CREATE TRIGGER "order_parts_money_delete" AFTER DELETE ON "order_parts" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION order_money_parts();

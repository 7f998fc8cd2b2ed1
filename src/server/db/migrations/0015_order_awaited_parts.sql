CREATE TABLE "order_awaited_parts" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"product_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"since" timestamp with time zone NOT NULL,
	CONSTRAINT "order_awaited_parts_quantity" CHECK ("order_awaited_parts"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "order_awaited_parts" ADD CONSTRAINT "order_awaited_parts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_awaited_parts" ADD CONSTRAINT "order_awaited_parts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_awaited_parts_product_idx" ON "order_awaited_parts" USING btree ("product_id");
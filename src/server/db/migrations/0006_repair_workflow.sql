CREATE TYPE "public"."order_event_kind" AS ENUM('criado', 'status', 'atribuido', 'entregue', 'editado', 'retorno_garantia');--> statement-breakpoint
ALTER TYPE "public"."order_status" ADD VALUE 'aguardando_aprovacao';--> statement-breakpoint
ALTER TYPE "public"."order_status" ADD VALUE 'aguardando_peca';--> statement-breakpoint
ALTER TYPE "public"."order_status" ADD VALUE 'entregue';--> statement-breakpoint
ALTER TYPE "public"."order_status" ADD VALUE 'cancelado';--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" text,
	"kind" "order_event_kind" NOT NULL,
	"from_status" "order_status",
	"to_status" "order_status",
	"note" varchar(500),
	"detail" jsonb,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "cep" varchar(8);--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "warranty_terms" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "cep" varchar(8);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "serial_number" varchar(50);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "accessories" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "accessories_note" varchar(500);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "arrival_condition" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "unlock_code" varchar(100);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "technician_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "expected_on" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "technical_report" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_reason" varchar(500);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "picked_up_by" varchar(100);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "warranty_of" uuid;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order_created_idx" ON "order_events" USING btree ("order_id","created_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_technician_id_user_id_fk" FOREIGN KEY ("technician_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_warranty_of_orders_id_fk" FOREIGN KEY ("warranty_of") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_technician_expected_idx" ON "orders" USING btree ("technician_id","expected_on");--> statement-breakpoint
CREATE INDEX "orders_expected_idx" ON "orders" USING btree ("expected_on");--> statement-breakpoint
CREATE INDEX "orders_delivered_idx" ON "orders" USING btree ("delivered_at");--> statement-breakpoint
-- Brazilian numbers are kept as digits only from now on; what was stored as typed is brought in line.
UPDATE "clients" SET "cpf" = nullif(regexp_replace("cpf", '\D', '', 'g'), ''), "phone" = nullif(regexp_replace("phone", '\D', '', 'g'), '');--> statement-breakpoint
UPDATE "company_settings" SET "cnpj" = nullif(regexp_replace("cnpj", '\D', '', 'g'), ''), "phone" = nullif(regexp_replace("phone", '\D', '', 'g'), '');--> statement-breakpoint
UPDATE "user" SET "phone" = nullif(regexp_replace("phone", '\D', '', 'g'), '') WHERE "phone" IS NOT NULL;--> statement-breakpoint
-- Every order's history starts with its creation, by whoever created it, in the status it has.
INSERT INTO "order_events" ("order_id", "user_id", "kind", "to_status", "created_at")
SELECT "id", "user_id", 'criado', "status", "created_at" FROM "orders";

ALTER TYPE "public"."order_event_kind" ADD VALUE 'acompanhamento_visto';--> statement-breakpoint
ALTER TYPE "public"."order_event_kind" ADD VALUE 'link_renovado';--> statement-breakpoint
ALTER TYPE "public"."order_event_kind" ADD VALUE 'link_revogado';--> statement-breakpoint
ALTER TYPE "public"."order_event_kind" ADD VALUE 'whatsapp';--> statement-breakpoint
ALTER TYPE "public"."order_event_kind" ADD VALUE 'orcamento_aprovado';--> statement-breakpoint
ALTER TYPE "public"."order_event_kind" ADD VALUE 'orcamento_recusado';--> statement-breakpoint
ALTER TYPE "public"."order_event_kind" ADD VALUE 'orcamento_alterado';--> statement-breakpoint
CREATE TABLE "delivery_signatures" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"image" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_tracking" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"nonce" varchar(32) NOT NULL,
	"token_hash" varchar(64),
	"revoked_at" timestamp with time zone,
	"views" integer DEFAULT 0 NOT NULL,
	"first_viewed_at" timestamp with time zone,
	"last_viewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_tracking_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "quote_decisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"decision" varchar(10) NOT NULL,
	"signer_name" varchar(100),
	"reason" varchar(500),
	"quote" jsonb NOT NULL,
	"quote_hash" varchar(64) NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"channel" varchar(10) NOT NULL,
	"user_id" text,
	"ip_address" varchar(45),
	"user_agent" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "whatsapp_templates" jsonb;--> statement-breakpoint
ALTER TABLE "delivery_signatures" ADD CONSTRAINT "delivery_signatures_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_tracking" ADD CONSTRAINT "order_tracking_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_decisions" ADD CONSTRAINT "quote_decisions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_decisions" ADD CONSTRAINT "quote_decisions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_decisions_order_created_idx" ON "quote_decisions" USING btree ("order_id","created_at");
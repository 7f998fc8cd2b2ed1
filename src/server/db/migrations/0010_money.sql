ALTER TYPE "public"."payment_method" ADD VALUE 'boleto';--> statement-breakpoint
CREATE TABLE "cash_corrections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cash_day_id" uuid NOT NULL,
	"method" "payment_method" NOT NULL,
	"counted" numeric(14, 2) NOT NULL,
	"reason" varchar(500) NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cash_counts" (
	"cash_day_id" uuid NOT NULL,
	"method" "payment_method" NOT NULL,
	"expected" numeric(14, 2) NOT NULL,
	"counted" numeric(14, 2) NOT NULL,
	CONSTRAINT "cash_counts_cash_day_id_method_pk" PRIMARY KEY("cash_day_id","method")
);
--> statement-breakpoint
CREATE TABLE "cash_days" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"opened_by" text,
	"opening_float" numeric(14, 2) NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" text,
	"closing_note" varchar(500),
	CONSTRAINT "cash_days_float_not_negative" CHECK ("cash_days"."opening_float" >= 0)
);
--> statement-breakpoint
CREATE TABLE "cash_moves" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cash_day_id" uuid NOT NULL,
	"kind" varchar(12) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"category" varchar(60),
	"note" varchar(500),
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cash_moves_amount_positive" CHECK ("cash_moves"."amount" > 0),
	CONSTRAINT "cash_moves_kind" CHECK ("cash_moves"."kind" in ('suprimento', 'sangria', 'despesa'))
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" varchar(10) NOT NULL,
	"direction" varchar(7) NOT NULL,
	"method" "payment_method" NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"installments" smallint,
	"cash_tendered" numeric(14, 2),
	"paid_on" date NOT NULL,
	"received_by" text,
	"recorded_by" text,
	"note" varchar(500),
	"reverses" uuid,
	"reason" varchar(500),
	"cash_day_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_reverses_unique" UNIQUE("reverses"),
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount" > 0),
	CONSTRAINT "payments_kind" CHECK ("payments"."kind" in ('pagamento', 'reembolso', 'estorno')),
	CONSTRAINT "payments_direction" CHECK ("payments"."direction" in ('entrada', 'saida')),
	CONSTRAINT "payments_kind_direction" CHECK (("payments"."kind" <> 'pagamento' or "payments"."direction" = 'entrada') and ("payments"."kind" <> 'reembolso' or "payments"."direction" = 'saida')),
	CONSTRAINT "payments_reversal_points" CHECK (("payments"."kind" = 'estorno') = ("payments"."reverses" is not null)),
	CONSTRAINT "payments_installments" CHECK ("payments"."installments" is null or ("payments"."method" = 'cartao_credito' and "payments"."installments" between 1 and 24)),
	CONSTRAINT "payments_tendered" CHECK ("payments"."cash_tendered" is null or ("payments"."method" = 'dinheiro' and "payments"."cash_tendered" >= "payments"."amount"))
);
--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "pix_key_type" varchar(10);--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "pix_key" varchar(77);--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "pix_receiver_name" varchar(25);--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "pix_receiver_city" varchar(15);--> statement-breakpoint
ALTER TABLE "cash_corrections" ADD CONSTRAINT "cash_corrections_cash_day_id_cash_days_id_fk" FOREIGN KEY ("cash_day_id") REFERENCES "public"."cash_days"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_corrections" ADD CONSTRAINT "cash_corrections_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_counts" ADD CONSTRAINT "cash_counts_cash_day_id_cash_days_id_fk" FOREIGN KEY ("cash_day_id") REFERENCES "public"."cash_days"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_days" ADD CONSTRAINT "cash_days_opened_by_user_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_days" ADD CONSTRAINT "cash_days_closed_by_user_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_moves" ADD CONSTRAINT "cash_moves_cash_day_id_cash_days_id_fk" FOREIGN KEY ("cash_day_id") REFERENCES "public"."cash_days"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_moves" ADD CONSTRAINT "cash_moves_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_received_by_user_id_fk" FOREIGN KEY ("received_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_recorded_by_user_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_reverses_payments_id_fk" FOREIGN KEY ("reverses") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_cash_day_id_cash_days_id_fk" FOREIGN KEY ("cash_day_id") REFERENCES "public"."cash_days"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cash_corrections_day_idx" ON "cash_corrections" USING btree ("cash_day_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cash_days_one_open_idx" ON "cash_days" USING btree ((true)) WHERE "cash_days"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "cash_days_opened_idx" ON "cash_days" USING btree ("opened_at");--> statement-breakpoint
CREATE INDEX "cash_moves_day_idx" ON "cash_moves" USING btree ("cash_day_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_paid_on_idx" ON "payments" USING btree ("paid_on");--> statement-breakpoint
CREATE INDEX "payments_cash_day_idx" ON "payments" USING btree ("cash_day_id");
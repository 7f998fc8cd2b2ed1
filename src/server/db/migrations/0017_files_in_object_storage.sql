-- Files may live in an S3 bucket (docs/decisions/051): the bytes or the key, never both, and the size and checksum of each.
ALTER TABLE "delivery_signatures" ALTER COLUMN "image" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "order_photos" ALTER COLUMN "data" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_signatures" ADD COLUMN "storage_key" varchar(100);--> statement-breakpoint
ALTER TABLE "delivery_signatures" ADD COLUMN "size_bytes" integer;--> statement-breakpoint
ALTER TABLE "delivery_signatures" ADD COLUMN "checksum" char(64);--> statement-breakpoint
ALTER TABLE "order_photos" ADD COLUMN "storage_key" varchar(100);--> statement-breakpoint
ALTER TABLE "order_photos" ADD COLUMN "checksum" char(64);--> statement-breakpoint
UPDATE "delivery_signatures" SET "size_bytes" = length("image"), "checksum" = encode(sha256("image"), 'hex');--> statement-breakpoint
UPDATE "order_photos" SET "checksum" = encode(sha256("data"), 'hex');--> statement-breakpoint
ALTER TABLE "delivery_signatures" ALTER COLUMN "size_bytes" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_signatures" ALTER COLUMN "checksum" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_photos" ALTER COLUMN "checksum" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_signatures_storage_key_idx" ON "delivery_signatures" USING btree ("storage_key");--> statement-breakpoint
CREATE UNIQUE INDEX "order_photos_storage_key_idx" ON "order_photos" USING btree ("storage_key");--> statement-breakpoint
ALTER TABLE "delivery_signatures" ADD CONSTRAINT "delivery_signatures_held_once" CHECK (("delivery_signatures"."image" is null) <> ("delivery_signatures"."storage_key" is null));--> statement-breakpoint
ALTER TABLE "order_photos" ADD CONSTRAINT "order_photos_held_once" CHECK (("order_photos"."data" is null) <> ("order_photos"."storage_key" is null));

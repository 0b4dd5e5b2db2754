ALTER TABLE "store_earnings" ADD COLUMN "reversed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "lead_expired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "lead_expiry_reason" text;--> statement-breakpoint
CREATE INDEX "orders_expired_unrefunded_idx" ON "orders" USING btree ("lead_expired_at") WHERE "orders"."lead_expired_at" is not null and "orders"."payment_status" = 'paid';
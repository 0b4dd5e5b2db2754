CREATE TABLE "card_attempt_failures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"failed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dispensary_fee_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dispensary_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_payment_id" text NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"renews_at" timestamp with time zone NOT NULL,
	CONSTRAINT "dispensary_fee_payments_period" UNIQUE("dispensary_id","period")
);
--> statement-breakpoint
CREATE TABLE "offline_payment_methods" (
	"id" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"decline_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dispensaries" ADD COLUMN "fee_status" text DEFAULT 'due' NOT NULL;--> statement-breakpoint
ALTER TABLE "dispensaries" ADD COLUMN "renews_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "dispensaries" ADD COLUMN "fee_payment_method_id" text;--> statement-breakpoint
ALTER TABLE "dispensaries" ADD COLUMN "fee_customer_id" text;--> statement-breakpoint
ALTER TABLE "dispensary_fee_payments" ADD CONSTRAINT "dispensary_fee_payments_dispensary_id_dispensaries_id_fk" FOREIGN KEY ("dispensary_id") REFERENCES "public"."dispensaries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_attempt_failures_user_idx" ON "card_attempt_failures" USING btree ("user_id","failed_at");--> statement-breakpoint
CREATE INDEX "dispensary_fee_payments_store_idx" ON "dispensary_fee_payments" USING btree ("dispensary_id","paid_at");--> statement-breakpoint
CREATE INDEX "dispensaries_renewal_idx" ON "dispensaries" USING btree ("renews_at") WHERE "dispensaries"."fee_status" = 'paid';--> statement-breakpoint
-- Stores opened before the fee existed stay open (no card on file, so no renewal is charged).
UPDATE "dispensaries" SET "fee_status" = 'paid';

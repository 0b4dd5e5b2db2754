CREATE TABLE "dispensary_fee_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_user_id" uuid NOT NULL,
	"dispensary_id" uuid,
	"store_input" jsonb,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"payment_method_id" text NOT NULL,
	"customer_name" text NOT NULL,
	"customer_id" text,
	"scheduled" boolean DEFAULT false NOT NULL,
	"renews_at" timestamp with time zone NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_payment_id" text,
	"card_brand" text,
	"card_last4" text,
	"failure_code" text,
	"failure_message" text,
	"trace_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "dispensary_fee_attempts_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "offline_charges" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"payment_method_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"decline_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dispensary_fee_attempts" ADD CONSTRAINT "dispensary_fee_attempts_dispensary_id_dispensaries_id_fk" FOREIGN KEY ("dispensary_id") REFERENCES "public"."dispensaries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dispensary_fee_attempts_one_open" ON "dispensary_fee_attempts" USING btree ("owner_user_id","period") WHERE "dispensary_fee_attempts"."status" in ('pending', 'paid', 'unresolved');--> statement-breakpoint
CREATE INDEX "dispensary_fee_attempts_pending_idx" ON "dispensary_fee_attempts" USING btree ("updated_at") WHERE "dispensary_fee_attempts"."status" = 'pending';
CREATE TABLE "merchant_withdrawals" (
	"id" uuid PRIMARY KEY NOT NULL,
	"merchant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"banking_details" jsonb,
	"requested_at" timestamp with time zone NOT NULL,
	"processed_at" timestamp with time zone,
	"payout_reference" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	CONSTRAINT "merchant_withdrawals_amount_positive" CHECK ("merchant_withdrawals"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "merchant_earnings" ADD COLUMN "withdrawal_id" uuid;--> statement-breakpoint
ALTER TABLE "merchant_withdrawals" ADD CONSTRAINT "merchant_withdrawals_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "merchant_withdrawals_merchant_idx" ON "merchant_withdrawals" USING btree ("merchant_id","requested_at");--> statement-breakpoint
CREATE INDEX "merchant_withdrawals_unpaid_idx" ON "merchant_withdrawals" USING btree ("requested_at") WHERE "merchant_withdrawals"."status" <> 'completed';--> statement-breakpoint
CREATE INDEX "merchant_earnings_unclaimed_idx" ON "merchant_earnings" USING btree ("merchant_id") WHERE "merchant_earnings"."withdrawal_id" is null;
ALTER TABLE "leads" DROP CONSTRAINT "leads_merchant_when_taken";--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "returned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "expired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "expiry_reason" text;--> statement-breakpoint
CREATE INDEX "leads_assigned_idx" ON "leads" USING btree ("accepted_at") WHERE "leads"."status" = 'assigned';--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_merchant_when_taken" CHECK (("leads"."status" in ('pending', 'expired')) = ("leads"."merchant_id" is null));
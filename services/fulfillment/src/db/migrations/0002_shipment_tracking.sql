ALTER TABLE "leads" ADD COLUMN "carrier" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "tracking_number" text;
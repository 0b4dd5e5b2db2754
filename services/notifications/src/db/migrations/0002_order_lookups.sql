CREATE TABLE "order_lookups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mailbox_key" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "order_lookups_requested_at_idx" ON "order_lookups" USING btree ("requested_at");
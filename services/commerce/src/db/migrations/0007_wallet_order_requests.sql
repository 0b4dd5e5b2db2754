CREATE TABLE "wallet_order_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_order_requests_key_at_idx" ON "wallet_order_requests" USING btree ("key","at","id");
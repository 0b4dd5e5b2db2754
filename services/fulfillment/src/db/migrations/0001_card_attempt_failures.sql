CREATE TABLE "card_attempt_failures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"failed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "card_attempt_failures_user_idx" ON "card_attempt_failures" USING btree ("user_id","failed_at");
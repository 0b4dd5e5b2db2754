CREATE TABLE "revoked_sessions" (
	"session_id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "designs" ADD COLUMN "custom_client_address" text;--> statement-breakpoint
CREATE INDEX "revoked_sessions_expires_idx" ON "revoked_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "revoked_sessions_revoked_idx" ON "revoked_sessions" USING btree ("revoked_at");--> statement-breakpoint
CREATE INDEX "designs_custom_address_idx" ON "designs" USING btree ("custom_client_address","created_at") WHERE "designs"."is_custom";
ALTER TABLE "analytics_events" ADD COLUMN "client_address" text;--> statement-breakpoint
ALTER TABLE "reactions" ADD COLUMN "client_address" text;--> statement-breakpoint
CREATE INDEX "analytics_events_session_idx" ON "analytics_events" USING btree ("session_id","created_at");--> statement-breakpoint
CREATE INDEX "analytics_events_address_idx" ON "analytics_events" USING btree ("client_address","created_at");--> statement-breakpoint
CREATE INDEX "reactions_session_idx" ON "reactions" USING btree ("session_id","created_at");--> statement-breakpoint
CREATE INDEX "reactions_address_idx" ON "reactions" USING btree ("client_address","created_at");
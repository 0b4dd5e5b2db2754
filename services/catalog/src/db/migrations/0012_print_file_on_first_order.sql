ALTER TABLE "designs" ADD COLUMN "print_source_key" text;--> statement-breakpoint
ALTER TABLE "designs" ADD COLUMN "print_due_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "designs_print_due_idx" ON "designs" USING btree ("print_due_at") WHERE "designs"."print_source_key" is not null;
ALTER TABLE "designs" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "designs" ADD COLUMN "replaced_by_id" uuid;--> statement-breakpoint
ALTER TABLE "dispensaries" ADD COLUMN "brand_kit" jsonb;--> statement-breakpoint
ALTER TABLE "dispensaries" ADD COLUMN "logo_key" text;--> statement-breakpoint
ALTER TABLE "design_generation_jobs" ADD COLUMN "replaces_design_id" uuid;--> statement-breakpoint
ALTER TABLE "design_generation_jobs" ADD CONSTRAINT "design_generation_jobs_replaces_design_id_unique" UNIQUE("replaces_design_id");
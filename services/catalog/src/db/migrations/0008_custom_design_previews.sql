CREATE TABLE "custom_design_previews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "custom_design_previews_key_at_idx" ON "custom_design_previews" USING btree ("key","at","id");
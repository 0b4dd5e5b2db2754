CREATE TABLE "analytics_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dispensary_id" uuid NOT NULL,
	"design_id" uuid,
	"event_type" text NOT NULL,
	"session_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "designs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dispensary_id" uuid,
	"name" text NOT NULL,
	"front_image_url" text NOT NULL,
	"back_image_url" text,
	"thumbnail_url" text NOT NULL,
	"print_file_url" text NOT NULL,
	"is_custom" boolean DEFAULT false NOT NULL,
	"custom_session_id" text,
	"price" numeric(10, 2) DEFAULT '20.00' NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"batch" text NOT NULL,
	"slot" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "designs_store_batch_slot" UNIQUE("dispensary_id","batch","slot")
);
--> statement-breakpoint
CREATE TABLE "dispensaries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"business_type" text DEFAULT 'dispensary' NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip_code" text NOT NULL,
	"qr_code_url" text,
	"total_revenue" numeric(10, 2) DEFAULT '0.00' NOT NULL,
	"available_balance" numeric(10, 2) DEFAULT '0.00' NOT NULL,
	"designs_requested_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dispensaries_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "design_generation_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dispensary_id" uuid NOT NULL,
	"batch" text NOT NULL,
	"design_count" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "generation_jobs_store_batch" UNIQUE("dispensary_id","batch")
);
--> statement-breakpoint
CREATE TABLE "inbox" (
	"consumer" text NOT NULL,
	"event_id" uuid NOT NULL,
	"event_type" text NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"last_error" text,
	"handled_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbox_consumer_event_id_pk" PRIMARY KEY("consumer","event_id")
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"id" uuid NOT NULL,
	"event_type" text NOT NULL,
	"aggregate_id" text NOT NULL,
	"envelope" "bytea" NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "outbox_id_unique" UNIQUE("id")
);
--> statement-breakpoint
CREATE TABLE "reactions" (
	"design_id" uuid NOT NULL,
	"session_id" text NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reactions_design_id_session_id_type_pk" PRIMARY KEY("design_id","session_id","type")
);
--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_dispensary_id_dispensaries_id_fk" FOREIGN KEY ("dispensary_id") REFERENCES "public"."dispensaries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "designs" ADD CONSTRAINT "designs_dispensary_id_dispensaries_id_fk" FOREIGN KEY ("dispensary_id") REFERENCES "public"."dispensaries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_generation_jobs" ADD CONSTRAINT "design_generation_jobs_dispensary_id_dispensaries_id_fk" FOREIGN KEY ("dispensary_id") REFERENCES "public"."dispensaries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reactions" ADD CONSTRAINT "reactions_design_id_designs_id_fk" FOREIGN KEY ("design_id") REFERENCES "public"."designs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_events_store_idx" ON "analytics_events" USING btree ("dispensary_id","event_type");--> statement-breakpoint
CREATE INDEX "designs_custom_session_idx" ON "designs" USING btree ("custom_session_id","created_at") WHERE "designs"."is_custom";--> statement-breakpoint
CREATE INDEX "dispensaries_state_idx" ON "dispensaries" USING btree ("state");--> statement-breakpoint
CREATE INDEX "outbox_pending_idx" ON "outbox" USING btree ("seq") WHERE "outbox"."status" = 'pending';
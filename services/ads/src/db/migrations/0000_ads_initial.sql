CREATE TABLE "account_replicas" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_replicas_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "ad_daily_stats" (
	"advertisement_id" uuid NOT NULL,
	"day" date NOT NULL,
	"impressions" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ad_daily_stats_advertisement_id_day_pk" PRIMARY KEY("advertisement_id","day")
);
--> statement-breakpoint
CREATE TABLE "ad_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"advertisement_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"page_view_id" text NOT NULL,
	"session_id" text,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "advertisements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"advertiser_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"media_url" text NOT NULL,
	"media_key" text NOT NULL,
	"thumbnail_url" text NOT NULL,
	"thumbnail_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"duration_seconds" double precision,
	"status" text DEFAULT 'pending' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"activated_at" timestamp with time zone,
	CONSTRAINT "advertisements_duration" CHECK (("advertisements"."kind" = 'flyer') = ("advertisements"."duration_seconds" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "advertiser_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"company_name" text NOT NULL,
	"contact_email" text NOT NULL,
	"contact_phone" text,
	"website" text,
	"plan" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "advertisers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"company_name" text NOT NULL,
	"contact_email" text NOT NULL,
	"contact_phone" text,
	"website" text,
	"provider" text,
	"provider_customer_id" text,
	"provider_subscription_id" text,
	"subscription_status" text DEFAULT 'unpaid' NOT NULL,
	"subscription_tier" text NOT NULL,
	"monthly_fee" numeric(10, 2) NOT NULL,
	"paid_through" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "advertisers_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "advertisers_application_id_unique" UNIQUE("application_id"),
	CONSTRAINT "advertisers_provider_subscription_id_unique" UNIQUE("provider_subscription_id")
);
--> statement-breakpoint
CREATE TABLE "card_attempt_failures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"failed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offline_payment_methods" (
	"id" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"decline_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offline_subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"payment_method_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stripe_webhook_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ad_daily_stats" ADD CONSTRAINT "ad_daily_stats_advertisement_id_advertisements_id_fk" FOREIGN KEY ("advertisement_id") REFERENCES "public"."advertisements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_events" ADD CONSTRAINT "ad_events_advertisement_id_advertisements_id_fk" FOREIGN KEY ("advertisement_id") REFERENCES "public"."advertisements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertisements" ADD CONSTRAINT "advertisements_advertiser_id_advertisers_id_fk" FOREIGN KEY ("advertiser_id") REFERENCES "public"."advertisers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertisers" ADD CONSTRAINT "advertisers_application_id_advertiser_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."advertiser_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_subscriptions" ADD CONSTRAINT "offline_subscriptions_payment_method_id_offline_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."offline_payment_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ad_events_once_per_page_view_idx" ON "ad_events" USING btree ("advertisement_id","page_view_id","kind");--> statement-breakpoint
CREATE INDEX "advertisements_advertiser_idx" ON "advertisements" USING btree ("advertiser_id","created_at");--> statement-breakpoint
CREATE INDEX "advertisements_served_idx" ON "advertisements" USING btree ("advertiser_id") WHERE "advertisements"."status" = 'active' AND "advertisements"."is_active";--> statement-breakpoint
CREATE UNIQUE INDEX "advertiser_applications_open_idx" ON "advertiser_applications" USING btree ("user_id") WHERE "advertiser_applications"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "card_attempt_failures_user_idx" ON "card_attempt_failures" USING btree ("user_id","failed_at");--> statement-breakpoint
CREATE INDEX "offline_subscriptions_due_idx" ON "offline_subscriptions" USING btree ("current_period_end");
CREATE TABLE "account_replicas" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_replicas_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "lead_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"design_id" uuid NOT NULL,
	"design_name" text NOT NULL,
	"front_image_url" text NOT NULL,
	"print_file_url" text NOT NULL,
	"size" text NOT NULL,
	"quantity" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"dispensary_id" uuid,
	"customer_name" text NOT NULL,
	"customer_email" text NOT NULL,
	"shipping_address" text NOT NULL,
	"shipping_city" text NOT NULL,
	"shipping_state" text NOT NULL,
	"shipping_zip" text NOT NULL,
	"total_cents" integer NOT NULL,
	"merchant_earnings_cents" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"merchant_id" uuid,
	"placed_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"fulfilled_at" timestamp with time zone,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leads_merchant_when_taken" CHECK (("leads"."status" = 'pending') = ("leads"."merchant_id" is null))
);
--> statement-breakpoint
CREATE TABLE "merchant_earnings" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"merchant_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"earned_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"business_name" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip" text NOT NULL,
	"contact_email" text,
	"contact_phone" text,
	"provider" text NOT NULL,
	"provider_customer_id" text NOT NULL,
	"provider_subscription_id" text NOT NULL,
	"subscription_status" text DEFAULT 'active' NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"monthly_fee" numeric(10, 2) DEFAULT '5.00' NOT NULL,
	"total_revenue" numeric(10, 2) DEFAULT '0.00' NOT NULL,
	"available_balance" numeric(10, 2) DEFAULT '0.00' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchants_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "merchants_provider_subscription_id_unique" UNIQUE("provider_subscription_id"),
	CONSTRAINT "merchants_state_code" CHECK ("merchants"."state" ~ '^[A-Z]{2}$')
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
ALTER TABLE "lead_items" ADD CONSTRAINT "lead_items_order_id_leads_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."leads"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_earnings" ADD CONSTRAINT "merchant_earnings_order_id_leads_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."leads"("order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_earnings" ADD CONSTRAINT "merchant_earnings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_subscriptions" ADD CONSTRAINT "offline_subscriptions_payment_method_id_offline_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."offline_payment_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_items_order_idx" ON "lead_items" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "leads_pending_idx" ON "leads" USING btree ("placed_at") WHERE "leads"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "leads_merchant_idx" ON "leads" USING btree ("merchant_id","status");--> statement-breakpoint
CREATE INDEX "offline_subscriptions_due_idx" ON "offline_subscriptions" USING btree ("current_period_end");
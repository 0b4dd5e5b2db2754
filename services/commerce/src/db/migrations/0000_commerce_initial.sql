CREATE TABLE "cart_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" text NOT NULL,
	"design_id" uuid NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"size" text DEFAULT 'M' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_session_design_size" UNIQUE("session_id","design_id","size"),
	CONSTRAINT "cart_items_quantity_range" CHECK ("cart_items"."quantity" between 1 and 99)
);
--> statement-breakpoint
CREATE TABLE "design_replicas" (
	"id" uuid PRIMARY KEY NOT NULL,
	"dispensary_id" uuid,
	"name" text NOT NULL,
	"front_image_url" text NOT NULL,
	"print_file_url" text NOT NULL,
	"is_custom" boolean DEFAULT false NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_earnings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dispensary_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"order_item_id" uuid NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"earned_at" timestamp with time zone NOT NULL,
	"eligible_at" timestamp with time zone NOT NULL,
	"withdrawal_id" uuid,
	CONSTRAINT "store_earnings_order_item_id_unique" UNIQUE("order_item_id"),
	CONSTRAINT "store_earnings_amount_positive" CHECK ("store_earnings"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "offline_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"client_secret" text,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"status" text NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offline_payments_client_secret_unique" UNIQUE("client_secret")
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"design_id" uuid NOT NULL,
	"dispensary_id" uuid,
	"design_name" text NOT NULL,
	"front_image_url" text NOT NULL,
	"print_file_url" text NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"size" text NOT NULL,
	"price" numeric(10, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"receipt_token" text NOT NULL,
	"dispensary_id" uuid,
	"merchant_id" uuid,
	"session_id" text NOT NULL,
	"customer_email" text NOT NULL,
	"customer_name" text NOT NULL,
	"shipping_address" text NOT NULL,
	"shipping_city" text NOT NULL,
	"shipping_state" text NOT NULL,
	"shipping_zip" text NOT NULL,
	"total_amount" numeric(10, 2) NOT NULL,
	"dispensary_revenue" numeric(10, 2) DEFAULT '0.00' NOT NULL,
	"merchant_revenue" numeric(10, 2) DEFAULT '0.00' NOT NULL,
	"payment_method" text NOT NULL,
	"payment_status" text DEFAULT 'pending' NOT NULL,
	"payment_intent_id" text NOT NULL,
	"payment_id" uuid NOT NULL,
	"fulfillment_status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"fulfilled_at" timestamp with time zone,
	CONSTRAINT "orders_receipt_token_unique" UNIQUE("receipt_token"),
	CONSTRAINT "orders_payment_intent_id_unique" UNIQUE("payment_intent_id"),
	CONSTRAINT "orders_payment_id_unique" UNIQUE("payment_id")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" text NOT NULL,
	"method" text NOT NULL,
	"provider" text NOT NULL,
	"provider_payment_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"failure_message" text,
	"checkout" jsonb NOT NULL,
	"order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"succeeded_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_provider_payment_id_unique" UNIQUE("provider_payment_id"),
	CONSTRAINT "payments_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "store_replicas" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stripe_webhook_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dispensary_id" uuid NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"eligible_at" timestamp with time zone NOT NULL,
	"processed_at" timestamp with time zone,
	"banking_details" jsonb,
	"payout_reference" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	CONSTRAINT "withdrawals_amount_positive" CHECK ("withdrawals"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "store_earnings" ADD CONSTRAINT "store_earnings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_earnings" ADD CONSTRAINT "store_earnings_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_earnings_dispensary_idx" ON "store_earnings" USING btree ("dispensary_id","eligible_at");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_dispensary_idx" ON "orders" USING btree ("dispensary_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_unplaced_idx" ON "payments" USING btree ("created_at") WHERE "payments"."order_id" is null and "payments"."status" in ('pending', 'succeeded');--> statement-breakpoint
CREATE INDEX "withdrawals_dispensary_idx" ON "withdrawals" USING btree ("dispensary_id","requested_at");--> statement-breakpoint
CREATE INDEX "withdrawals_pending_idx" ON "withdrawals" USING btree ("requested_at") WHERE "withdrawals"."status" = 'pending';
CREATE TABLE "account_replicas" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"username" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_digests" (
	"merchant_id" uuid PRIMARY KEY NOT NULL,
	"last_digest_at" timestamp with time zone NOT NULL,
	"digests" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lookup_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mailbox_messages" (
	"mail_id" uuid PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"mailbox_key" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"message_id" text NOT NULL,
	"delivered_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dedupe_key" text NOT NULL,
	"kind" text NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"claimed_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"message_id" text,
	"failed_at" timestamp with time zone,
	CONSTRAINT "mails_dedupe_key_unique" UNIQUE("dedupe_key")
);
--> statement-breakpoint
CREATE TABLE "merchant_replicas" (
	"merchant_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"business_name" text NOT NULL,
	"state" text NOT NULL,
	"active" boolean NOT NULL,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_replicas" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"receipt_path" text NOT NULL,
	"customer_email" text NOT NULL,
	"mailbox_key" text NOT NULL,
	"customer_name" text NOT NULL,
	"shipping_city" text NOT NULL,
	"shipping_state" text NOT NULL,
	"shirts" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"merchant_earnings_cents" integer NOT NULL,
	"placed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pending_leads" (
	"merchant_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"queued_at" timestamp with time zone NOT NULL,
	"digest_id" uuid,
	CONSTRAINT "pending_leads_merchant_id_order_id_pk" PRIMARY KEY("merchant_id","order_id")
);
--> statement-breakpoint
CREATE TABLE "store_owners" (
	"dispensary_id" uuid PRIMARY KEY NOT NULL,
	"owner_user_id" uuid NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "lookup_requests_key_at_idx" ON "lookup_requests" USING btree ("key","at","id");--> statement-breakpoint
CREATE INDEX "mailbox_messages_to_idx" ON "mailbox_messages" USING btree ("mailbox_key","delivered_at");--> statement-breakpoint
CREATE INDEX "mails_pending_idx" ON "mails" USING btree ("next_attempt_at") WHERE "mails"."sent_at" is null and "mails"."failed_at" is null;--> statement-breakpoint
CREATE INDEX "merchant_replicas_state_idx" ON "merchant_replicas" USING btree ("state");--> statement-breakpoint
CREATE INDEX "order_replicas_mailbox_key_idx" ON "order_replicas" USING btree ("mailbox_key","placed_at");--> statement-breakpoint
CREATE INDEX "pending_leads_undigested_idx" ON "pending_leads" USING btree ("merchant_id") WHERE "pending_leads"."digest_id" is null;
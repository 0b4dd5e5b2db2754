ALTER TABLE "advertisers" ADD COLUMN "cancel_at_period_end" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "advertisers" ADD COLUMN "card_brand" text;--> statement-breakpoint
ALTER TABLE "advertisers" ADD COLUMN "card_last4" text;--> statement-breakpoint
ALTER TABLE "offline_subscriptions" ADD COLUMN "cancel_at_period_end" boolean DEFAULT false NOT NULL;
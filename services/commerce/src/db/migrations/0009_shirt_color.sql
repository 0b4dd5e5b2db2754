ALTER TABLE "cart_items" DROP CONSTRAINT "cart_items_session_design_size";--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "color" text DEFAULT 'black' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "color" text DEFAULT 'black' NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_session_design_size_color" UNIQUE("session_id","design_id","size","color");
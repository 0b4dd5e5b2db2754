CREATE TABLE "ad_invalid_traffic" (
	"advertisement_id" uuid NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"events" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ad_invalid_traffic_advertisement_id_day_kind_reason_pk" PRIMARY KEY("advertisement_id","day","kind","reason")
);
--> statement-breakpoint
ALTER TABLE "ad_invalid_traffic" ADD CONSTRAINT "ad_invalid_traffic_advertisement_id_advertisements_id_fk" FOREIGN KEY ("advertisement_id") REFERENCES "public"."advertisements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_invalid_traffic_day_idx" ON "ad_invalid_traffic" USING btree ("day");
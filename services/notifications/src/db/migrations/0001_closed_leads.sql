CREATE TABLE "closed_leads" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"closed_at" timestamp with time zone NOT NULL
);

CREATE TABLE "store_fee_states" (
	"dispensary_id" uuid PRIMARY KEY NOT NULL,
	"open" boolean NOT NULL,
	"as_of" timestamp with time zone NOT NULL
);

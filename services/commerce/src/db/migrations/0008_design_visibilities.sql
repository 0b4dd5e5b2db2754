CREATE TABLE "design_visibilities" (
	"design_id" uuid PRIMARY KEY NOT NULL,
	"hidden" boolean NOT NULL,
	"as_of" timestamp with time zone NOT NULL
);

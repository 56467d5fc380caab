CREATE TABLE "reference_revision" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"revision" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "reference_revision_single_row" CHECK ("reference_revision"."id" = 1)
);

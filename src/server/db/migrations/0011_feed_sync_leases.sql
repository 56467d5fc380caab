ALTER TABLE "ical_feeds" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ical_feeds" ADD COLUMN "locked_by" text;
-- Events of a feed's last read whose dates could not be read, or only with a guess (a time zone
-- nobody knows): how many, and the first 20 as [{ "uid": …, "reason": … }] for the sync screen.
ALTER TABLE "ical_feeds" ADD COLUMN IF NOT EXISTS "events_unreadable" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ical_feeds" ADD COLUMN IF NOT EXISTS "unreadable_events" jsonb DEFAULT '[]'::jsonb NOT NULL;

-- The events of a feed's last calendar read that ended on or before today (Sri Lanka), counted
-- apart from events_seen, which counts only what touches today or later (issue 21, item 7).
ALTER TABLE "ical_feeds" ADD COLUMN IF NOT EXISTS "events_past" integer DEFAULT 0 NOT NULL;

-- When a feed that held nights from today on first answered a valid calendar with none. Its blocks
-- stay until a fetch at least one sync interval later is empty too, or the host confirms on the
-- sync screen; null when the feed is not in that state.
ALTER TABLE "ical_feeds" ADD COLUMN IF NOT EXISTS "empty_since" timestamp with time zone;

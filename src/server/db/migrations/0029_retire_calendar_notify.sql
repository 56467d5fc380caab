-- The calendar cache that listened on 'calendar_changed' is gone (GET calendar answers with an
-- ETag instead), so nothing listens: migration 0014's triggers only cost every write a notify.
DROP TRIGGER IF EXISTS properties_calendar_changed ON properties;
--> statement-breakpoint
DROP TRIGGER IF EXISTS accommodation_units_calendar_changed ON accommodation_units;
--> statement-breakpoint
DROP TRIGGER IF EXISTS unit_night_rates_calendar_changed ON unit_night_rates;
--> statement-breakpoint
DROP TRIGGER IF EXISTS reservations_calendar_changed ON reservations;
--> statement-breakpoint
DROP TRIGGER IF EXISTS calendar_blocks_calendar_changed ON calendar_blocks;
--> statement-breakpoint
DROP TRIGGER IF EXISTS ical_feed_events_calendar_changed ON ical_feed_events;
--> statement-breakpoint
DROP TRIGGER IF EXISTS ical_feeds_calendar_changed ON ical_feeds;
--> statement-breakpoint
DROP FUNCTION IF EXISTS notify_calendar_changed();

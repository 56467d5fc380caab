-- Every statement that changes what a calendar shows tells listeners on the channel
-- 'calendar_changed' (src/server/modules/calendar/calendar-cache.ts): the embedded server keeps the
-- calendars it answered and forgets them all when one arrives. One notification per statement (and
-- PostgreSQL folds the same one within a transaction into one, sent at commit; none on rollback),
-- so an import of thousands of blocks costs one. Whatever writes (a module, a script, psql) is seen.
CREATE OR REPLACE FUNCTION notify_calendar_changed() RETURNS trigger
LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM pg_notify('calendar_changed', '');
  RETURN NULL;
END
$function$;
--> statement-breakpoint
CREATE TRIGGER properties_calendar_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON properties FOR EACH STATEMENT EXECUTE FUNCTION notify_calendar_changed();
--> statement-breakpoint
CREATE TRIGGER accommodation_units_calendar_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON accommodation_units FOR EACH STATEMENT EXECUTE FUNCTION notify_calendar_changed();
--> statement-breakpoint
CREATE TRIGGER unit_night_rates_calendar_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON unit_night_rates FOR EACH STATEMENT EXECUTE FUNCTION notify_calendar_changed();
--> statement-breakpoint
CREATE TRIGGER reservations_calendar_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON reservations FOR EACH STATEMENT EXECUTE FUNCTION notify_calendar_changed();
--> statement-breakpoint
CREATE TRIGGER calendar_blocks_calendar_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON calendar_blocks FOR EACH STATEMENT EXECUTE FUNCTION notify_calendar_changed();
--> statement-breakpoint
CREATE TRIGGER ical_feed_events_calendar_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ical_feed_events FOR EACH STATEMENT EXECUTE FUNCTION notify_calendar_changed();
--> statement-breakpoint
-- Feeds are written on every fetch (health, the sync lease); a calendar shows only their names.
CREATE TRIGGER ical_feeds_calendar_changed AFTER UPDATE OF name ON ical_feeds FOR EACH STATEMENT EXECUTE FUNCTION notify_calendar_changed();

-- What the host should know about a feed's last read although it succeeded: today, that a cap on
-- repeating events (5 000 instances per event, 20 000 per calendar) was reached and later dates
-- were left out. Null when there is nothing to say.
ALTER TABLE "ical_feeds" ADD COLUMN IF NOT EXISTS "last_notice" text;

-- Hand-written. A first import of 5 000 events inserts 5 000 ical_feed_events and 5 000
-- calendar_blocks rows; three foreign keys on them checked each row by its own query (an RI
-- trigger per row): about 55 ms of the 95 ms those two inserts took on PostgreSQL, 100 of 170 ms on
-- PGlite. The same three relations are kept here by statement-level triggers (transition tables)
-- doing the same work once per statement:
-- - calendar_blocks.unit_id -> accommodation_units.id, ON DELETE CASCADE;
-- - calendar_blocks (feed_id, feed_uid) -> ical_feed_events (feed_id, uid), ON DELETE CASCADE;
-- - ical_feed_events.feed_id -> ical_feeds.id, ON DELETE CASCADE;
-- - calendar_blocks.created_by -> users.id, ON DELETE SET NULL (null on imported blocks, but the
--   per-row trigger ran for them all the same).
-- Inserted and updated rows must find their parent, which is locked FOR KEY SHARE as the RI check
-- locks it (so a parent cannot be deleted under a child that is not yet committed: the delete waits,
-- and its cascade, a later statement, then sees the child); refusals carry the foreign-key SQLSTATE
-- (23503). Deleting parents deletes their children; changing a referenced key or truncating a parent
-- that has children is refused, as the foreign keys did. Other foreign keys stay as they are.
-- One difference: a foreign key's cascade looks for children with a fresh snapshot whatever the
-- isolation level; these cascades see what their statement sees, so a parent deleted at REPEATABLE
-- READ could miss a child committed after that transaction began. Every transaction of the app is
-- READ COMMITTED (each statement of the triggers sees what committed before it), where they match.
ALTER TABLE "calendar_blocks" DROP CONSTRAINT "calendar_blocks_unit_id_accommodation_units_id_fk";--> statement-breakpoint
ALTER TABLE "calendar_blocks" DROP CONSTRAINT "calendar_blocks_feed_event_fk";--> statement-breakpoint
ALTER TABLE "ical_feed_events" DROP CONSTRAINT "ical_feed_events_feed_id_ical_feeds_id_fk";--> statement-breakpoint
ALTER TABLE "calendar_blocks" DROP CONSTRAINT "calendar_blocks_created_by_users_id_fk";--> statement-breakpoint
CREATE FUNCTION "calendar_blocks_check_parents"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  wanted bigint;
  found bigint;
  others bigint;
  locked bigint;
BEGIN
  SELECT count(DISTINCT "unit_id") INTO wanted FROM new_rows;
  PERFORM 1 FROM "accommodation_units" u WHERE u."id" IN (SELECT "unit_id" FROM new_rows) ORDER BY u."id" FOR KEY SHARE;
  GET DIAGNOSTICS found = ROW_COUNT;
  IF found <> wanted THEN
    RAISE EXCEPTION 'insert or update on table "calendar_blocks" violates foreign key constraint "calendar_blocks_unit_id_accommodation_units_id_fk"'
      USING ERRCODE = 'foreign_key_violation', CONSTRAINT = 'calendar_blocks_unit_id_accommodation_units_id_fk', TABLE = 'calendar_blocks';
  END IF;
  SELECT count(DISTINCT "created_by") INTO wanted FROM new_rows WHERE "created_by" IS NOT NULL;
  IF wanted > 0 THEN
    PERFORM 1 FROM "users" u WHERE u."id" IN (SELECT "created_by" FROM new_rows) ORDER BY u."id" FOR KEY SHARE;
    GET DIAGNOSTICS found = ROW_COUNT;
    IF found <> wanted THEN
      RAISE EXCEPTION 'insert or update on table "calendar_blocks" violates foreign key constraint "calendar_blocks_created_by_users_id_fk"'
        USING ERRCODE = 'foreign_key_violation', CONSTRAINT = 'calendar_blocks_created_by_users_id_fk', TABLE = 'calendar_blocks';
    END IF;
  END IF;
  -- An event this transaction wrote (inserted or updated: its xmin) cannot be deleted by another
  -- before this one ends, so only the others are locked: an import's blocks name the events it has
  -- just inserted, and locking those 5 000 rows cost a third of this check.
  SELECT count(*), count(e."uid"), count(*) FILTER (WHERE e.xmin <> pg_current_xact_id()::xid) INTO wanted, found, others
  FROM (SELECT DISTINCT "feed_id", "feed_uid" FROM new_rows WHERE "feed_id" IS NOT NULL AND "feed_uid" IS NOT NULL) k
  LEFT JOIN "ical_feed_events" e ON e."feed_id" = k."feed_id" AND e."uid" = k."feed_uid";
  IF found = wanted AND others > 0 THEN
    PERFORM 1 FROM "ical_feed_events" e
    WHERE (e."feed_id", e."uid") IN (SELECT "feed_id", "feed_uid" FROM new_rows WHERE "feed_id" IS NOT NULL AND "feed_uid" IS NOT NULL)
      AND e.xmin <> pg_current_xact_id()::xid
    ORDER BY e."feed_id", e."uid" FOR KEY SHARE;
    GET DIAGNOSTICS locked = ROW_COUNT;
    -- Fewer locked than seen: one was deleted by a transaction that committed meanwhile.
    IF locked < others THEN found := found - (others - locked); END IF;
  END IF;
  IF found <> wanted THEN
    RAISE EXCEPTION 'insert or update on table "calendar_blocks" violates foreign key constraint "calendar_blocks_feed_event_fk"'
      USING ERRCODE = 'foreign_key_violation', CONSTRAINT = 'calendar_blocks_feed_event_fk', TABLE = 'calendar_blocks';
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "calendar_blocks_parents_insert" AFTER INSERT ON "calendar_blocks"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "calendar_blocks_check_parents"();--> statement-breakpoint
CREATE TRIGGER "calendar_blocks_parents_update" AFTER UPDATE ON "calendar_blocks"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "calendar_blocks_check_parents"();--> statement-breakpoint
CREATE FUNCTION "ical_feed_events_check_feed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  wanted bigint;
  found bigint;
BEGIN
  SELECT count(DISTINCT "feed_id") INTO wanted FROM new_rows;
  PERFORM 1 FROM "ical_feeds" f WHERE f."id" IN (SELECT "feed_id" FROM new_rows) ORDER BY f."id" FOR KEY SHARE;
  GET DIAGNOSTICS found = ROW_COUNT;
  IF found <> wanted THEN
    RAISE EXCEPTION 'insert or update on table "ical_feed_events" violates foreign key constraint "ical_feed_events_feed_id_ical_feeds_id_fk"'
      USING ERRCODE = 'foreign_key_violation', CONSTRAINT = 'ical_feed_events_feed_id_ical_feeds_id_fk', TABLE = 'ical_feed_events';
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "ical_feed_events_feed_insert" AFTER INSERT ON "ical_feed_events"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "ical_feed_events_check_feed"();--> statement-breakpoint
CREATE TRIGGER "ical_feed_events_feed_update" AFTER UPDATE ON "ical_feed_events"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "ical_feed_events_check_feed"();--> statement-breakpoint
-- The cascades: one set-based delete per statement that deleted parents.
CREATE FUNCTION "cascade_import_parents"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'accommodation_units' THEN
    DELETE FROM "calendar_blocks" b USING old_rows o WHERE b."unit_id" = o."id";
  ELSIF TG_TABLE_NAME = 'users' THEN
    UPDATE "calendar_blocks" b SET "created_by" = NULL FROM old_rows o WHERE b."created_by" = o."id";
  ELSIF TG_TABLE_NAME = 'ical_feeds' THEN
    DELETE FROM "ical_feed_events" e USING old_rows o WHERE e."feed_id" = o."id";
  ELSE
    DELETE FROM "calendar_blocks" b USING old_rows o WHERE b."feed_id" = o."feed_id" AND b."feed_uid" = o."uid";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "accommodation_units_cascade_blocks" AFTER DELETE ON "accommodation_units"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "cascade_import_parents"();--> statement-breakpoint
CREATE TRIGGER "users_null_block_authors" AFTER DELETE ON "users"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "cascade_import_parents"();--> statement-breakpoint
CREATE TRIGGER "ical_feeds_cascade_events" AFTER DELETE ON "ical_feeds"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "cascade_import_parents"();--> statement-breakpoint
CREATE TRIGGER "ical_feed_events_cascade_blocks" AFTER DELETE ON "ical_feed_events"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "cascade_import_parents"();--> statement-breakpoint
-- A referenced key may not change (the keys were NO ACTION on update). Row triggers limited to
-- updates naming the key columns: the app never does, so they cost nothing.
CREATE FUNCTION "refuse_referenced_key_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  referenced boolean;
BEGIN
  -- One branch per table: each expression names columns only its table has.
  IF TG_TABLE_NAME = 'accommodation_units' THEN
    referenced := EXISTS (SELECT 1 FROM "calendar_blocks" WHERE "unit_id" = OLD."id");
  ELSIF TG_TABLE_NAME = 'users' THEN
    referenced := EXISTS (SELECT 1 FROM "calendar_blocks" WHERE "created_by" = OLD."id");
  ELSIF TG_TABLE_NAME = 'ical_feeds' THEN
    referenced := EXISTS (SELECT 1 FROM "ical_feed_events" WHERE "feed_id" = OLD."id");
  ELSE
    referenced := EXISTS (SELECT 1 FROM "calendar_blocks" WHERE "feed_id" = OLD."feed_id" AND "feed_uid" = OLD."uid");
  END IF;
  IF referenced THEN
    RAISE EXCEPTION 'update on table "%" changes a key still referenced', TG_TABLE_NAME USING ERRCODE = 'foreign_key_violation', TABLE = TG_TABLE_NAME;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "accommodation_units_key_referenced" AFTER UPDATE OF "id" ON "accommodation_units"
  FOR EACH ROW WHEN (OLD."id" IS DISTINCT FROM NEW."id") EXECUTE FUNCTION "refuse_referenced_key_change"();--> statement-breakpoint
CREATE TRIGGER "users_key_referenced" AFTER UPDATE OF "id" ON "users"
  FOR EACH ROW WHEN (OLD."id" IS DISTINCT FROM NEW."id") EXECUTE FUNCTION "refuse_referenced_key_change"();--> statement-breakpoint
CREATE TRIGGER "ical_feeds_key_referenced" AFTER UPDATE OF "id" ON "ical_feeds"
  FOR EACH ROW WHEN (OLD."id" IS DISTINCT FROM NEW."id") EXECUTE FUNCTION "refuse_referenced_key_change"();--> statement-breakpoint
CREATE TRIGGER "ical_feed_events_key_referenced" AFTER UPDATE OF "feed_id", "uid" ON "ical_feed_events"
  FOR EACH ROW WHEN (OLD."feed_id" IS DISTINCT FROM NEW."feed_id" OR OLD."uid" IS DISTINCT FROM NEW."uid") EXECUTE FUNCTION "refuse_referenced_key_change"();--> statement-breakpoint
-- TRUNCATE skips delete triggers: refuse it on a parent whose children would be left behind.
CREATE FUNCTION "refuse_orphaning_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (TG_TABLE_NAME = 'accommodation_units' AND EXISTS (SELECT 1 FROM "calendar_blocks"))
     OR (TG_TABLE_NAME = 'users' AND EXISTS (SELECT 1 FROM "calendar_blocks" WHERE "created_by" IS NOT NULL))
     OR (TG_TABLE_NAME = 'ical_feeds' AND EXISTS (SELECT 1 FROM "ical_feed_events"))
     OR (TG_TABLE_NAME = 'ical_feed_events' AND EXISTS (SELECT 1 FROM "calendar_blocks" WHERE "feed_id" IS NOT NULL)) THEN
    RAISE EXCEPTION 'cannot truncate "%": other rows reference it', TG_TABLE_NAME USING ERRCODE = 'foreign_key_violation', TABLE = TG_TABLE_NAME;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "accommodation_units_truncate_referenced" BEFORE TRUNCATE ON "accommodation_units" FOR EACH STATEMENT EXECUTE FUNCTION "refuse_orphaning_truncate"();--> statement-breakpoint
CREATE TRIGGER "users_truncate_referenced" BEFORE TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "refuse_orphaning_truncate"();--> statement-breakpoint
CREATE TRIGGER "ical_feeds_truncate_referenced" BEFORE TRUNCATE ON "ical_feeds" FOR EACH STATEMENT EXECUTE FUNCTION "refuse_orphaning_truncate"();--> statement-breakpoint
CREATE TRIGGER "ical_feed_events_truncate_referenced" BEFORE TRUNCATE ON "ical_feed_events" FOR EACH STATEMENT EXECUTE FUNCTION "refuse_orphaning_truncate"();

-- pg_trgm for the admin listings' free-text search (ILIKE '%…%' over property names and host emails).
-- drizzle-kit cannot generate it; PGlite loads it from @electric-sql/pglite/contrib/pg_trgm,
-- PostgreSQL ships it in contrib.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "property_status_counts" (
	"status" text PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "properties_status_idx";--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "properties_status_updated_idx" ON "properties" USING btree ("status","updated_at","id");--> statement-breakpoint
CREATE INDEX "properties_status_created_idx" ON "properties" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "properties_status_name_sort_idx" ON "properties" USING btree ("status",coalesce("name", ''),"id");--> statement-breakpoint
CREATE INDEX "properties_updated_idx" ON "properties" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "properties_created_idx" ON "properties" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "properties_name_sort_idx" ON "properties" USING btree (coalesce("name", ''),"id");--> statement-breakpoint
CREATE INDEX "properties_name_trgm_idx" ON "properties" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
-- Hand-written (drizzle-kit cannot generate triggers): property_status_counts follows every
-- insert, update, delete and truncate of properties, a statement at a time (transition tables), so
-- a bulk insert costs one update per status it touches and a save that keeps the status none.
-- Counters change in status order, so two transactions never wait on each other in opposite orders.
INSERT INTO "property_status_counts" ("status", "count")
SELECT s.status, (SELECT count(*)::int FROM "properties" p WHERE p."status" = s.status)
FROM unnest(ARRAY['draft', 'pending_review', 'listed', 'rejected', 'unlisted', 'suspended']) AS s(status);--> statement-breakpoint
CREATE FUNCTION "count_property_statuses"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed record;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE "property_status_counts" SET "count" = 0;
    RETURN NULL;
  END IF;
  -- Each branch reads only the transition tables its trigger defines.
  IF TG_OP = 'INSERT' THEN
    FOR changed IN SELECT "status", count(*)::int AS n FROM new_rows GROUP BY "status" ORDER BY "status" LOOP
      UPDATE "property_status_counts" SET "count" = "count" + changed.n WHERE "status" = changed.status;
    END LOOP;
  ELSIF TG_OP = 'DELETE' THEN
    FOR changed IN SELECT "status", count(*)::int AS n FROM old_rows GROUP BY "status" ORDER BY "status" LOOP
      UPDATE "property_status_counts" SET "count" = "count" - changed.n WHERE "status" = changed.status;
    END LOOP;
  ELSE
    FOR changed IN
      SELECT d."status", sum(d.n)::int AS n
      FROM (SELECT "status", 1 AS n FROM new_rows UNION ALL SELECT "status", -1 AS n FROM old_rows) d
      GROUP BY d."status" HAVING sum(d.n) <> 0 ORDER BY d."status"
    LOOP
      UPDATE "property_status_counts" SET "count" = "count" + changed.n WHERE "status" = changed.status;
    END LOOP;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "properties_status_counts_insert" AFTER INSERT ON "properties"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_property_statuses"();--> statement-breakpoint
CREATE TRIGGER "properties_status_counts_update" AFTER UPDATE ON "properties"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_property_statuses"();--> statement-breakpoint
CREATE TRIGGER "properties_status_counts_delete" AFTER DELETE ON "properties"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_property_statuses"();--> statement-breakpoint
CREATE TRIGGER "properties_status_counts_truncate" AFTER TRUNCATE ON "properties"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_property_statuses"();

-- The one revision row, and triggers on every reference list that bump it in the transaction
-- making the change (schema/reference.ts, modules/reference/reference-cache.ts). Row triggers, so
-- a statement that changes nothing (the seed's ON CONFLICT DO NOTHING at every start) bumps
-- nothing; TRUNCATE has only statement triggers.
INSERT INTO "reference_revision" ("id", "revision") VALUES (1, 0) ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_reference_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "reference_revision" SET "revision" = "revision" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE
  list text;
BEGIN
  FOREACH list IN ARRAY ARRAY['property_types', 'languages', 'questions', 'amenity_categories', 'amenities', 'bathroom_types',
    'bedroom_types', 'unit_categories', 'highlights', 'cancellation_policies', 'plans', 'other_parties']
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION bump_reference_revision()',
      list || '_bump_reference_revision', list);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION bump_reference_revision()',
      list || '_truncate_bumps_reference_revision', list);
  END LOOP;
END
$$;

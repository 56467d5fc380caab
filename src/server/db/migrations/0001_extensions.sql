-- btree_gist lets a later migration add the no-double-booking constraint:
-- EXCLUDE USING gist (unit_id WITH =, stay WITH &&). drizzle-kit cannot generate that, so the
-- extension (and the constraint, later) are written by hand. PGlite loads it from
-- @electric-sql/pglite/contrib/btree_gist; PostgreSQL ships it in contrib.
CREATE EXTENSION IF NOT EXISTS btree_gist;

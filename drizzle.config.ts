import { defineConfig } from 'drizzle-kit';

// Generation only: `npx drizzle-kit generate` diffs the schema against the committed snapshots and
// needs no database. Migrations are applied by the server at start (src/server/db/migrate.ts),
// never by `drizzle-kit migrate`, which cannot load btree_gist on PGlite.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './src/server/db/migrations',
});

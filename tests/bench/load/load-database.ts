// Run by tests/bench/api-load.mjs as `node --import tsx tests/bench/load/load-database.ts <json>`,
// before and after the load:
// - `prepare`: migrates a fresh database (PGlite in `dataDir`, or PostgreSQL at `postgresUrl`),
//   seeds the reference lists and the scale data (tests/bench/scale/seed-scale-data.ts: 200 hosts,
//   2 000 units, 200 000 stays), and prints the first `hosts` hosts with an access token each
//   (minted with `jwtSecret`, which the server is then given), one of their properties with its
//   units and version;
// - `verify`: reads those properties back and prints, for each, its version and name, and which of
//   the given reservation codes are stored, so the orchestrator can count lost writes against the
//   saves and bookings the server acknowledged. Plain SQL on tables every version of the schema
//   has (and a listed property's name waiting for review where that table exists), so it also reads
//   a database that another commit's server wrote (api-load's --before).
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { rowsOf, type OpenDatabase } from '../../../src/server/db/database';
import { runMigrations } from '../../../src/server/db/migrate';
import { createPool, pgliteOptions, wrapPglite, wrapPostgres } from '../../../src/server/db/open-database';
import { seedReferenceData } from '../../../src/server/db/seed/seed-reference';
import { mintAccessToken } from '../../../src/server/lib/access-tokens';
import { startSession } from '../../../src/server/modules/auth/refresh-tokens';
import { sriLankaToday } from '../../../src/shared/reservation-dates';
import { seedScaleData } from '../scale/seed-scale-data';

// The settings: JSON, or `@file` holding it (the codes of a long run outgrow one argument).
const argument = process.argv[2] ?? '{}';
const options = JSON.parse(argument.startsWith('@') ? readFileSync(argument.slice(1), 'utf8') : argument) as {
  step: 'prepare' | 'verify';
  dataDir?: string;
  postgresUrl?: string;
  hosts?: number;
  jwtSecret?: string;
  propertyIds?: number[];
  bookingCodes?: string[];
};

async function open(): Promise<OpenDatabase> {
  if (options.postgresUrl) return wrapPostgres(createPool(options.postgresUrl));
  return wrapPglite(await PGlite.create(`${options.dataDir}/pgdata`, pgliteOptions()));
}

async function main() {
  const database = await open();
  const { db } = database;
  try {
    if (options.step === 'prepare') {
      await runMigrations(database);
      await seedReferenceData(db);
      await seedScaleData(db, sriLankaToday(new Date()));
      const rows = rowsOf<{ id: number; property_id: number; version: number; unit_ids: number[] }>(
        await db.execute(sql`
          select u.id, p.id as property_id, p.version,
            (select array_agg(a.id order by a.id) from accommodation_units a where a.property_id = p.id) as unit_ids
          from users u join lateral (select * from properties where owner_id = u.id order by id limit 1) p on true
          where u.email like 'scale-host-%' order by u.id limit ${options.hosts ?? 100}`),
      );
      const hosts = [];
      for (const row of rows) {
        // Each host signed in once: a session row the server checks on every request, as it does for people.
        const { sessionId } = await startSession(db, { userId: row.id, role: 'HOST', now: new Date(), twoStep: false });
        hosts.push({
          userId: row.id,
          propertyId: row.property_id,
          unitIds: row.unit_ids,
          version: row.version,
          // Long enough for the warm-up, the run and the checks.
          token: mintAccessToken(options.jwtSecret!, { id: row.id, role: 'HOST', sessionId }, 3600),
        });
      }
      // The scale data stands for months of a deployment, over which autovacuum (PostgreSQL) or the
      // server's upkeep (PGlite, src/server/db/embedded-upkeep.ts) has vacuumed and analyzed it. Left
      // as one fresh bulk load, the embedded server's pass at start vacuumed every page of 200 000
      // stays on the only connection while the load ran: calls waited up to 30 s.
      await db.execute(sql`vacuum (analyze)`);
      process.stdout.write(`${JSON.stringify({ hosts })}\n`);
    } else {
      // A listed property's new name waits for review (issue 25): stored as its pending change, which
      // is the name read back where there is one. Commits before that table have none to read.
      const ids = `{${options.propertyIds!.join(',')}}`;
      const [{ pending }] = rowsOf<{ pending: boolean }>(await db.execute(sql`select to_regclass('property_pending_changes') is not null as pending`));
      const properties = rowsOf<{ id: number; version: number; name: string }>(
        await db.execute(
          pending
            ? sql`select p.id, p.version, coalesce((select c.values->>'name' from property_pending_changes c where c.property_id = p.id and c.step = 'name' and c.state = 'pending'), p.name) as name
                from properties p where p.id = any(${ids}::int[])`
            : sql`select id, version, name from properties where id = any(${ids}::int[])`,
        ),
      );
      const bookings = rowsOf<{ code: string }>(
        await db.execute(sql`select code from reservations where code = any(${`{${(options.bookingCodes ?? []).join(',')}}`}::text[])`),
      );
      process.stdout.write(`${JSON.stringify({ properties, bookingCodes: bookings.map((b) => b.code) })}\n`);
    }
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});

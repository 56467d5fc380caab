// Run by tests/bench/scale-data.mjs as `node --import tsx tests/bench/scale/measure-scale.ts <json>`:
// seeds the scale data into a fresh database (PGlite in a temp directory like the server's, or a new database on the
// PostgreSQL server at `postgresUrl`), then times the server's own service functions — the code
// behind the calendar, reservation list and earnings endpoints, without HTTP — and prints one JSON
// line with the figures and the plans of the statements they ran.
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../src/server/db/database';
import { getPropertyCalendar } from '../../../src/server/modules/calendar/get-property-calendar';
import { getEarnings } from '../../../src/server/modules/earnings/get-earnings';
import { listReservations } from '../../../src/server/modules/reservations/list-reservations';
import { addDays, sriLankaToday } from '../../../src/shared/reservation-dates';
import { openBenchDatabase, seedBenchDatabase, seqScans as scansOf, time as timeOf } from './bench-database';
import { SCALE, seedScaleData } from './seed-scale-data';

const options = JSON.parse(process.argv[2] ?? '{}') as {
  postgresUrl?: string;
  /** PGlite: keep the database in this directory (reused when it already holds the scale data). */
  dataDir?: string;
  runs?: number;
  warmups?: number;
  /** Print each statement's EXPLAIN ANALYZE to stderr (when tuning). */
  printPlans?: boolean;
};
const RUNS = options.runs ?? 300;
const WARMUPS = options.warmups ?? 20;
// Tables large enough that a sequential scan would be the scaling problem.
const LARGE_TABLES = new Set(['reservations', 'unit_occupancy', 'unit_night_rates', 'calendar_blocks', 'properties', 'accommodation_units']);

async function main() {
  const bench = await openBenchDatabase(options);
  const time = (fn: () => Promise<unknown>) => timeOf(fn, RUNS, WARMUPS);
  const seqScans = (fn: () => Promise<unknown>) => scansOf(bench, fn, LARGE_TABLES, options.printPlans);
  try {
    const { db } = bench.database;
    const seedStart = performance.now();
    const now = new Date();
    const today = sriLankaToday(now);
    if (bench.fresh) {
      await seedBenchDatabase(bench.database, (fresh) => seedScaleData(fresh, today));
    }
    const seedMs = performance.now() - seedStart;
    const [counts] = rowsOf<Record<string, number>>(
      await db.execute(sql`select
        (select count(*) from users where email like 'scale-host-%')::int as hosts,
        (select count(*) from accommodation_units)::int as units,
        (select count(*) from reservations)::int as reservations`),
    );
    // A host in the middle of the seed: 2 properties, 10 units, about 1 000 stays.
    const [hostRow] = rowsOf<{ id: number; property_id: number }>(
      await db.execute(sql`select u.id, min(p.id)::int as property_id from users u join properties p on p.owner_id = u.id
        where u.email = 'scale-host-100@example.lk' group by u.id`),
    );
    // The domain functions are called directly: no token, no session row to look up.
    const caller = { id: hostRow.id, role: 'HOST' as const, twoStep: false, sessionId: '00000000-0000-4000-8000-000000000000' };
    const deps = { db, clock: () => now };

    const calendar = () => getPropertyCalendar({ deps, caller, propertyId: hostRow.property_id, from: today, to: addDays(today, 365) });
    const firstPage = () => listReservations({ deps, caller, filters: {} });
    // The deepest page of the host's whole list (about 1 000 stays, 20 a page).
    let cursor: string | null = null;
    let pages = 0;
    for (let next: string | null = (await firstPage()).nextCursor; next; pages++) {
      cursor = next;
      next = (await listReservations({ deps, caller, filters: { cursor: next } })).nextCursor;
    }
    const deepPage = () => listReservations({ deps, caller, filters: { cursor: cursor! } });
    const year = today.slice(0, 4);
    const earnings = () => getEarnings({ deps, caller, filters: { from: `${year}-01-01`, to: `${year}-12-31` } });

    const result = {
      database: bench.database.kind,
      scale: { ...counts, plan: SCALE },
      seedMs,
      deepPageNumber: pages + 1,
      calendar365: await time(calendar),
      listFirst: await time(firstPage),
      listDeep: await time(deepPage),
      earningsYear: await time(earnings),
      plans: {
        calendar365: await seqScans(calendar),
        listFirst: await seqScans(firstPage),
        listDeep: await seqScans(deepPage),
        earningsYear: await seqScans(earnings),
      },
    };
    process.stdout.write(`${JSON.stringify(result)}\n`);
  } finally {
    await bench.dispose();
  }
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});

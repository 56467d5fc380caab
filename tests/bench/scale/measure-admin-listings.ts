// Run by tests/bench/admin-listings.mjs as `node --import tsx tests/bench/scale/measure-admin-listings.ts <json>`:
// seeds 100 000 properties over 5 000 hosts (seed-admin-listings.ts) into a fresh database, then
// times the admin listings' service function (the code behind GET /api/v1/web/admin/properties,
// without HTTP): first pages and page 200 (reached through the cursors) under a status filter and
// under a free-text filter, the unfiltered first page, and the per-status counts alone. Prints one
// JSON line with the figures and whether any statement's plan scans a large table sequentially.
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../src/server/db/database';
import { listAdminProperties, type AdminPropertyFilters } from '../../../src/server/modules/admin/list-admin-properties';
import { createReferenceCache } from '../../../src/server/modules/reference/reference-cache';
import { openBenchDatabase, seedBenchDatabase, seqScans, time, type Timing } from './bench-database';
import { ADMIN_SCALE, seedAdminListings } from './seed-admin-listings';

const options = JSON.parse(process.argv[2] ?? '{}') as {
  postgresUrl?: string;
  /** PostgreSQL: seed this database once and keep it (tuning); default a new one, dropped after. */
  keepDatabase?: string;
  runs?: number;
  warmups?: number;
  /** The page reached through the cursors (default 200). */
  deepPage?: number;
  /** Print each statement's EXPLAIN ANALYZE to stderr (when tuning). */
  printPlans?: boolean;
};
const RUNS = options.runs ?? 200;
const WARMUPS = options.warmups ?? 20;
const DEEP_PAGE = options.deepPage ?? 200;
const LARGE_TABLES = new Set(['properties', 'users', 'accommodation_units']);

/** The case's filters, named as the report shows them. */
const CASES: Record<string, AdminPropertyFilters> = {
  unfiltered: {},
  status: { status: 'pending_review' },
  // One name in eight says Cabana: about 12 500 matches, enough for page 200.
  text: { q: 'cabana' },
  // A host's email: a handful of matches (the selective search an admin types most).
  hostEmail: { q: 'scale-admin-host-4242@' },
  statusByName: { status: 'listed', sort: 'name' },
  // The rarest status (3 %) oldest first: the status's own index, not a walk past the others.
  rareStatusByCreated: { status: 'suspended', sort: 'created', order: 'asc' },
};

async function main() {
  const bench = await openBenchDatabase(options);
  try {
    const { db } = bench.database;
    const seedStart = performance.now();
    if (bench.fresh) {
      await seedBenchDatabase(bench.database, seedAdminListings);
    }
    const seedMs = performance.now() - seedStart;
    const [scale] = rowsOf<{ properties: number; hosts: number; units: number }>(
      await db.execute(sql`select (select count(*) from properties)::int as properties,
        (select count(*) from users where email like 'scale-admin-host-%')::int as hosts,
        (select count(*) from accommodation_units)::int as units`),
    );
    const deps = { db, reference: createReferenceCache(db) };
    const list = (filters: AdminPropertyFilters) => listAdminProperties({ deps, filters });

    /** The cursor of page `page` under `filters`, walked from the first page. */
    const cursorOfPage = async (filters: AdminPropertyFilters, page: number): Promise<string> => {
      let cursor: string | undefined;
      for (let n = 1; n < page; n++) {
        const next = (await list({ ...filters, cursor })).nextCursor;
        if (!next) throw new Error(`only ${n} pages under ${JSON.stringify(filters)}`);
        cursor = next;
      }
      return cursor!;
    };

    const calls: Record<string, () => Promise<unknown>> = {
      firstUnfiltered: () => list(CASES.unfiltered),
      firstStatus: () => list(CASES.status),
      firstText: () => list(CASES.text),
      firstHostEmail: () => list(CASES.hostEmail),
      firstStatusByName: () => list(CASES.statusByName),
      firstRareStatusByCreated: () => list(CASES.rareStatusByCreated),
    };
    const statusCursor = await cursorOfPage(CASES.status, DEEP_PAGE);
    const textCursor = await cursorOfPage(CASES.text, DEEP_PAGE);
    const unfilteredCursor = await cursorOfPage(CASES.unfiltered, DEEP_PAGE);
    calls.deepUnfiltered = () => list({ ...CASES.unfiltered, cursor: unfilteredCursor });
    calls.deepStatus = () => list({ ...CASES.status, cursor: statusCursor });
    calls.deepText = () => list({ ...CASES.text, cursor: textCursor });

    const timings: Record<string, Timing> = {};
    const plans: Record<string, { statements: number; seqScans: string[] }> = {};
    for (const [name, fn] of Object.entries(calls)) {
      timings[name] = await time(fn, RUNS, WARMUPS);
      plans[name] = await seqScans(bench, fn, LARGE_TABLES, options.printPlans);
    }
    process.stdout.write(`${JSON.stringify({ database: bench.database.kind, scale: { ...scale, plan: ADMIN_SCALE }, seedMs, deepPage: DEEP_PAGE, timings, plans })}\n`);
  } finally {
    await bench.dispose();
  }
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});

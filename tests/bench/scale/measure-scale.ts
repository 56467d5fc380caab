// Run by tests/bench/scale-data.mjs as `node --import tsx tests/bench/scale/measure-scale.ts <json>`:
// seeds the scale data into a fresh database (PGlite in memory, or a new database on the
// PostgreSQL server at `postgresUrl`), then times the server's own service functions — the code
// behind the calendar, reservation list and earnings endpoints, without HTTP — and prints one JSON
// line with the figures and the plans of the statements they ran.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { rowsOf, type Database, type OpenDatabase } from '../../../src/server/db/database';
import { runMigrations } from '../../../src/server/db/migrate';
import { createPool, pgliteOptions } from '../../../src/server/db/open-database';
import * as schema from '../../../src/server/db/schema/index';
import { seedReferenceData } from '../../../src/server/db/seed/seed-reference';
import { getPropertyCalendar } from '../../../src/server/modules/calendar/get-property-calendar';
import { getEarnings } from '../../../src/server/modules/earnings/get-earnings';
import { listReservations } from '../../../src/server/modules/reservations/list-reservations';
import { addDays, sriLankaToday } from '../../../src/rules/reservation-dates';
import { SCALE, seedScaleData } from './seed-scale-data';

const options = JSON.parse(process.argv[2] ?? '{}') as {
  postgresUrl?: string;
  /** PGlite: keep the database in this directory, the way the server does (default: a temp dir). */
  dataDir?: string;
  /** PGlite: the data directory already holds the scale data (a previous run with keepData). */
  reuse?: boolean;
  runs?: number;
  warmups?: number;
  /** Print each statement's EXPLAIN ANALYZE to stderr (when tuning). */
  printPlans?: boolean;
};
const RUNS = options.runs ?? 300;
const WARMUPS = options.warmups ?? 20;
// Tables large enough that a sequential scan would be the scaling problem.
const LARGE_TABLES = new Set(['reservations', 'unit_occupancy', 'unit_night_rates', 'calendar_blocks', 'properties', 'accommodation_units']);

/** Statements the service functions send while `capturing` is on, with their parameters. */
const captured: { sql: string; params: unknown[] }[] = [];
let capturing = false;
const logger = { logQuery: (query: string, params: unknown[]) => void (capturing && captured.push({ sql: query, params })) };

interface Bench {
  database: OpenDatabase;
  explain: (statement: string, params: unknown[], format?: 'json' | 'analyze') => Promise<unknown>;
  dispose: () => Promise<void>;
}

async function open(): Promise<Bench> {
  if (options.postgresUrl) {
    const name = `portal_bench_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: options.postgresUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(options.postgresUrl);
    url.pathname = `/${name}`;
    const pool = createPool(url.toString());
    const db = drizzlePostgres(pool, { schema, logger }) as unknown as Database;
    return {
      database: { db, kind: 'postgres', close: () => pool.end() },
      explain: async (statement, params, format = 'json') =>
        format === 'json' ? (await pool.query(`explain (format json) ${statement}`, params)).rows[0]['QUERY PLAN'] : (await pool.query(`explain analyze ${statement}`, params)).rows,
      dispose: async () => {
        await pool.end();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  // File-backed like the server's embedded database (each statement costs more than in memory).
  const dir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'portal-scale-'));
  const client = await PGlite.create(dir, pgliteOptions());
  const db = drizzlePglite(client, { schema, logger }) as unknown as Database;
  return {
    database: { db, kind: 'pglite', close: () => client.close() },
    explain: async (statement, params, format = 'json') =>
      format === 'json'
        ? (await client.query<Record<string, unknown>>(`explain (format json) ${statement}`, params)).rows[0]['QUERY PLAN']
        : (await client.query(`explain analyze ${statement}`, params)).rows,
    dispose: async () => {
      await client.close();
      if (!options.dataDir) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * p50 and p95 of `fn` over RUNS calls after WARMUPS, in milliseconds, and this process's CPU time
 * per call: on PGlite the database runs in this process, so CPU per call is the work itself,
 * much less moved by other processes on a shared machine than the wall-clock figures.
 */
async function time(fn: () => Promise<unknown>): Promise<{ p50: number; p95: number; cpuPerCall: number; runs: number }> {
  for (let i = 0; i < WARMUPS; i++) await fn();
  const samples: number[] = [];
  const cpuStart = process.cpuUsage();
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  const cpu = process.cpuUsage(cpuStart);
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.ceil(q * samples.length) - 1)];
  return { p50: at(0.5), p95: at(0.95), cpuPerCall: (cpu.user + cpu.system) / 1000 / RUNS, runs: RUNS };
}

/** Every sequential scan of a large table in the plans of what `fn` sends. */
async function seqScans(bench: Bench, fn: () => Promise<unknown>): Promise<{ statements: number; seqScans: string[] }> {
  captured.length = 0;
  capturing = true;
  try {
    await fn();
  } finally {
    capturing = false;
  }
  const found: string[] = [];
  const walk = (node: Record<string, unknown>) => {
    if (node['Node Type'] === 'Seq Scan' && LARGE_TABLES.has(String(node['Relation Name']))) found.push(String(node['Relation Name']));
    for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) walk(child);
  };
  for (const { sql: statement, params } of captured) {
    if (options.printPlans) {
      const lines = (await bench.explain(statement, params, 'analyze')) as Record<string, string>[];
      process.stderr.write(`\n${statement}\n${lines.map((line) => line['QUERY PLAN']).join('\n')}\n`);
    }
    const plan = (await bench.explain(statement, params)) as { Plan: Record<string, unknown> }[];
    walk(plan[0].Plan);
  }
  return { statements: captured.length, seqScans: found };
}

async function main() {
  const bench = await open();
  try {
    const { db } = bench.database;
    const seedStart = performance.now();
    const now = new Date();
    const today = sriLankaToday(now);
    if (!options.reuse) {
      await runMigrations(bench.database);
      await seedReferenceData(db);
      await seedScaleData(db, today);
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
    const caller = { id: hostRow.id, role: 'HOST' as const };
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
        calendar365: await seqScans(bench, calendar),
        listFirst: await seqScans(bench, firstPage),
        listDeep: await seqScans(bench, deepPage),
        earningsYear: await seqScans(bench, earnings),
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

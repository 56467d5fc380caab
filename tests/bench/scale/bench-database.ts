// Shared by the scale measurements run with tsx: a fresh benchmark database (PGlite in a temp
// directory, or a new database on a PostgreSQL server), timing with p50/p95 after warm-ups, and the
// plans of the statements a call sends, checked for sequential scans of large tables.
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { Database, OpenDatabase } from '../../../src/server/db/database';
import { runMigrations } from '../../../src/server/db/migrate';
import { seedReferenceData } from '../../../src/server/db/seed/seed-reference';
import { createPool, pgliteOptions } from '../../../src/server/db/open-database';
import * as schema from '../../../src/server/db/schema/index';

export interface BenchDatabase {
  database: OpenDatabase;
  /** The plan made for these values (a custom plan: EXPLAIN plans its statement with the parameters). */
  explain: (statement: string, params: unknown[], format?: 'json' | 'analyze') => Promise<unknown>;
  /**
   * The plan made once for any values, which a named (prepared) statement may settle on after five
   * runs: PREPARE under plan_cache_mode = force_generic_plan, then EXPLAIN EXECUTE with the values
   * written as literals (EXECUTE takes no parameters; PostgreSQL 15 has no EXPLAIN (GENERIC_PLAN)).
   */
  explainGeneric: (statement: string, params: unknown[], format?: 'json' | 'analyze') => Promise<unknown>;
  dispose: () => Promise<void>;
}

/** node-postgres' own text form of a parameter (arrays, dates, JSON), quoted as a literal. */
const { prepareValue } = createRequire(import.meta.url)('pg/lib/utils') as { prepareValue: (value: unknown) => string | null };
const literalOf = (value: unknown) => {
  const text = prepareValue(value);
  return text === null ? 'null' : pg.escapeLiteral(text);
};
let generics = 0;

/** EXPLAIN of `statement` as a prepared statement on a session that plans generically. */
async function explainPrepared(query: (text: string) => Promise<{ rows: Record<string, unknown>[] }>, statement: string, params: unknown[], format: 'json' | 'analyze') {
  const name = `bench_generic_${++generics}`;
  await query('set plan_cache_mode = force_generic_plan');
  await query(`prepare ${name} as ${statement}`);
  try {
    const { rows } = await query(`explain ${format === 'json' ? '(format json)' : '(analyze, buffers)'} execute ${name}(${params.map(literalOf).join(', ')})`);
    return format === 'json' ? rows[0]!['QUERY PLAN'] : rows;
  } finally {
    await query(`deallocate ${name}`);
    await query('reset plan_cache_mode');
  }
}

/** Statements sent while `capture` runs, with their parameters. */
const captured: { sql: string; params: unknown[] }[] = [];
let capturing = false;
const logger = { logQuery: (query: string, params: unknown[]) => void (capturing && captured.push({ sql: query, params })) };

/**
 * PostgreSQL: a new database `portal_bench_…` on the server (or `keepDatabase`, created if missing
 * and kept afterwards, for tuning); PGlite: file-backed like the server's, in a temp directory (or
 * `dataDir`, kept afterwards).
 */
export async function openBenchDatabase(options: { postgresUrl?: string; keepDatabase?: string; dataDir?: string }): Promise<BenchDatabase & { fresh: boolean }> {
  if (options.postgresUrl) {
    const name = options.keepDatabase ?? `portal_bench_${randomBytes(5).toString('hex')}`;
    if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`bad database name ${name}`);
    const admin = new pg.Client({ connectionString: options.postgresUrl });
    await admin.connect();
    const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
    if (!exists) await admin.query(`create database ${name}`);
    const url = new URL(options.postgresUrl);
    url.pathname = `/${name}`;
    const pool = createPool(url.toString());
    const db = drizzlePostgres(pool, { schema, logger }) as unknown as Database;
    return {
      fresh: !exists,
      database: { db, kind: 'postgres', close: () => pool.end() },
      explain: async (statement, params, format = 'json') =>
        format === 'json' ? (await pool.query(`explain (format json) ${statement}`, params)).rows[0]['QUERY PLAN'] : (await pool.query(`explain analyze ${statement}`, params)).rows,
      explainGeneric: async (statement, params, format = 'json') => {
        // One connection for the statements: the setting is the session's.
        const client = await pool.connect();
        try {
          return await explainPrepared((text) => client.query({ text }), statement, params, format);
        } finally {
          client.release();
        }
      },
      dispose: async () => {
        await pool.end();
        if (!options.keepDatabase) await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  // `dataDir`: kept afterwards (and reused when it already holds a database), for tuning.
  const dir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'portal-scale-'));
  const fresh = !existsSync(path.join(dir, 'PG_VERSION'));
  const client = await PGlite.create(dir, pgliteOptions());
  const db = drizzlePglite(client, { schema, logger }) as unknown as Database;
  return {
    fresh,
    database: { db, kind: 'pglite', close: () => client.close() },
    explain: async (statement, params, format = 'json') =>
      format === 'json'
        ? (await client.query<Record<string, unknown>>(`explain (format json) ${statement}`, params)).rows[0]['QUERY PLAN']
        : (await client.query(`explain analyze ${statement}`, params)).rows,
    explainGeneric: (statement, params, format = 'json') => explainPrepared((text) => client.query(text), statement, params, format),
    dispose: async () => {
      await client.close();
      if (!options.dataDir) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A fresh bench database made ready to time: migrated, the reference lists seeded, then the bench's
 * own data, then VACUUM ANALYZE, as an operator would after a bulk load: fresh statistics and
 * visibility maps now, instead of autovacuum analysing the new rows on the other core while the
 * statements are timed.
 */
export async function seedBenchDatabase(database: OpenDatabase, seed: (db: Database) => Promise<unknown>): Promise<void> {
  await runMigrations(database);
  await seedReferenceData(database.db);
  await seed(database.db);
  await database.db.execute(sql`vacuum analyze`);
}

export interface Timing {
  p50: number;
  p95: number;
  /** This process's CPU per call: on PGlite the database runs here, so it is the work itself. */
  cpuPerCall: number;
  runs: number;
}

/** p50 and p95 of `fn` over `runs` calls after `warmups`, in milliseconds. */
export async function time(fn: () => Promise<unknown>, runs: number, warmups: number): Promise<Timing> {
  for (let i = 0; i < warmups; i++) await fn();
  const samples: number[] = [];
  const cpuStart = process.cpuUsage();
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  const cpu = process.cpuUsage(cpuStart);
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.ceil(q * samples.length) - 1)];
  return { p50: at(0.5), p95: at(0.95), cpuPerCall: (cpu.user + cpu.system) / 1000 / runs, runs };
}

/**
 * Every sequential scan of a table in `largeTables` in the plans of what `fn` sends: the plan made
 * for its values and, for a statement with parameters, the generic plan it would get as a named
 * statement (marked "(generic plan)").
 */
export async function seqScans(
  bench: BenchDatabase,
  fn: () => Promise<unknown>,
  largeTables: ReadonlySet<string>,
  printPlans = false,
): Promise<{ statements: number; seqScans: string[] }> {
  captured.length = 0;
  capturing = true;
  try {
    await fn();
  } finally {
    capturing = false;
  }
  const found: string[] = [];
  const walk = (node: Record<string, unknown>) => {
    if (node['Node Type'] === 'Seq Scan' && largeTables.has(String(node['Relation Name']))) found.push(String(node['Relation Name']));
    for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) walk(child);
  };
  for (const { sql: statement, params } of [...captured]) {
    // Transaction control and settings (begin, set local, commit) have no plan.
    if (!/^\s*(select|with|insert|update|delete)\b/i.test(statement)) continue;
    if (printPlans) {
      const lines = (await bench.explain(statement, params, 'analyze')) as Record<string, string>[];
      process.stderr.write(`\n${statement}\n${JSON.stringify(params)}\n${lines.map((line) => line['QUERY PLAN']).join('\n')}\n`);
    }
    const plan = (await bench.explain(statement, params)) as { Plan: Record<string, unknown> }[];
    walk(plan[0].Plan);
    if (params.length === 0) continue;
    if (printPlans) {
      const lines = (await bench.explainGeneric(statement, params, 'analyze')) as Record<string, string>[];
      process.stderr.write(`\n(generic plan)\n${lines.map((line) => line['QUERY PLAN']).join('\n')}\n`);
    }
    const before = found.length;
    walk(((await bench.explainGeneric(statement, params)) as { Plan: Record<string, unknown> }[])[0].Plan);
    for (let i = before; i < found.length; i++) found[i] += ' (generic plan)';
  }
  return { statements: captured.length, seqScans: found };
}

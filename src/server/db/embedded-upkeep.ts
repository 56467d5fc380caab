import { sql } from 'drizzle-orm';
import { rowsOf, type Database, type OpenDatabase } from './database';

/**
 * PGlite runs PostgreSQL as one backend, without the autovacuum launcher: on the embedded database
 * nothing reclaims the row versions that updates and deletes leave behind, and nothing ANALYZEs a
 * table, so tables grow with every sync and save, and the planner never has statistics (a
 * 10 000-row table updated 20 times was 21 times its size; `reltuples` stays -1 for ever). This
 * does autovacuum's work in the server process: every few minutes it reads the tables' activity
 * counters and VACUUMs or ANALYZEs each table that autovacuum itself would, by its own settings
 * (`autovacuum_vacuum_threshold` and the rest, read from the database). PostgreSQL servers have
 * autovacuum and are left alone.
 */

/** What one pass did, for the log and the tests. */
export interface UpkeepPass {
  vacuumed: string[];
  analyzed: string[];
  ms: number;
}

export interface UpkeepLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface EmbeddedUpkeep {
  /** Runs a pass now (after any pass under way). */
  runOnce(): Promise<UpkeepPass>;
  /** No more passes; resolves once the pass under way, if any, has finished. */
  stop(): Promise<void>;
}

/** autovacuum_naptime is a minute; here a pass holds the only connection, so a few minutes apart. */
const UPKEEP_INTERVAL_MS = 5 * 60_000;

interface TableActivity {
  name: string;
  /** pg_class.reltuples: -1 until the table is first vacuumed or analyzed. */
  rows: number;
  dead: number;
  insertedSinceVacuum: number;
  modifiedSinceAnalyze: number;
  neverAnalyzed: boolean;
  vacuumThreshold: number;
  vacuumScale: number;
  insertThreshold: number;
  insertScale: number;
  analyzeThreshold: number;
  analyzeScale: number;
}

/**
 * The tables of the public schema with their counters and autovacuum's settings. A single backend
 * writes its counters to the shared statistics only now and then, so they are flushed first.
 */
async function readActivity(db: Database): Promise<TableActivity[]> {
  await db.execute(sql`select pg_stat_force_next_flush()`);
  return rowsOf<TableActivity>(
    await db.execute(sql`
      select s.relname as name, c.reltuples::float8 as rows, s.n_dead_tup::float8 as dead,
        s.n_ins_since_vacuum::float8 as "insertedSinceVacuum", s.n_mod_since_analyze::float8 as "modifiedSinceAnalyze",
        (s.last_analyze is null and s.last_autoanalyze is null and c.reltuples < 0) as "neverAnalyzed",
        current_setting('autovacuum_vacuum_threshold')::float8 as "vacuumThreshold",
        current_setting('autovacuum_vacuum_scale_factor')::float8 as "vacuumScale",
        current_setting('autovacuum_vacuum_insert_threshold')::float8 as "insertThreshold",
        current_setting('autovacuum_vacuum_insert_scale_factor')::float8 as "insertScale",
        current_setting('autovacuum_analyze_threshold')::float8 as "analyzeThreshold",
        current_setting('autovacuum_analyze_scale_factor')::float8 as "analyzeScale"
      from pg_stat_user_tables s
      join pg_class c on c.oid = s.relid
      where s.schemaname = 'public'
      order by s.relname`),
  );
}

/**
 * autovacuum's rules (PostgreSQL's "The Autovacuum Daemon"): vacuum when the dead rows, or the rows
 * inserted since the last vacuum, pass threshold + scale factor × rows; analyze when the rows
 * changed since the last analyze do (PostgreSQL 18 scales the insert rule by the table's unfrozen
 * part only; here by all of it, so a little later). A table never analyzed is analyzed once,
 * whatever its counters say: they start from zero at each start, its missing statistics do not.
 */
function upkeepNeeded(table: TableActivity): { vacuum: boolean; analyze: boolean } {
  const rows = Math.max(table.rows, 0);
  const vacuum =
    table.dead > table.vacuumThreshold + table.vacuumScale * rows || table.insertedSinceVacuum > table.insertThreshold + table.insertScale * rows;
  const analyze = table.neverAnalyzed || table.modifiedSinceAnalyze > table.analyzeThreshold + table.analyzeScale * rows;
  return { vacuum, analyze };
}

/**
 * One pass over every table, one statement per table that needs one (VACUUM runs outside any
 * transaction). `everyTable` vacuums them all: the counters start from zero at each start (PGlite
 * keeps no statistics file), while the dead rows of the last run are still there; a VACUUM of a
 * table with nothing to do skips its all-visible pages (a 516 MB database: 47–160 ms in all).
 */
export async function runUpkeepPass(db: Database, { everyTable = false } = {}): Promise<UpkeepPass> {
  const started = performance.now();
  const pass: UpkeepPass = { vacuumed: [], analyzed: [], ms: 0 };
  for (const table of await readActivity(db)) {
    const needed = upkeepNeeded(table);
    const vacuum = everyTable || needed.vacuum;
    const { analyze } = needed;
    const name = sql.identifier(table.name);
    if (vacuum) {
      await db.execute(analyze ? sql`vacuum (analyze) ${name}` : sql`vacuum ${name}`);
      pass.vacuumed.push(table.name);
    } else if (analyze) {
      await db.execute(sql`analyze ${name}`);
    }
    if (analyze) pass.analyzed.push(table.name);
  }
  pass.ms = performance.now() - started;
  return pass;
}

/**
 * On the embedded database: a pass over every table at once (the last run's dead rows are no
 * longer counted), then a pass every `intervalMs`. A pass that fails is logged and the next one
 * tried; it never stops the server. On PostgreSQL: nothing (null).
 */
export function startEmbeddedUpkeep(database: OpenDatabase, log: UpkeepLog, intervalMs = UPKEEP_INTERVAL_MS): EmbeddedUpkeep | null {
  if (database.kind !== 'pglite') return null;
  let running: Promise<UpkeepPass> = Promise.resolve({ vacuumed: [], analyzed: [], ms: 0 });
  let stopped = false;

  const runOnce = (options?: { everyTable: boolean }) => {
    running = running.catch(() => undefined).then(() => runUpkeepPass(database.db, options));
    return running;
  };
  const scheduled = (options?: { everyTable: boolean }) => {
    if (stopped) return;
    runOnce(options).then(
      (pass) => {
        if (pass.vacuumed.length + pass.analyzed.length > 0) log.info({ ...pass, ms: Math.round(pass.ms) }, 'embedded database upkeep');
      },
      (err: unknown) => log.warn({ err }, 'embedded database upkeep failed; it is tried again at the next pass'),
    );
  };
  const timer = setInterval(scheduled, intervalMs);
  timer.unref(); // the upkeep never keeps the process alive on its own
  scheduled({ everyTable: true });

  return {
    runOnce: () => runOnce(),
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running.catch(() => undefined);
    },
  };
}

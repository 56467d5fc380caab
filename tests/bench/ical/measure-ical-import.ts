// Run by tests/bench/ical-import.mjs as `node --import tsx tests/bench/ical/measure-ical-import.ts <json>`:
// synthetic Airbnb-shaped feeds of N events, timed through the server's own code (no HTTP):
// - parse: parseFeed alone (with `parseOnly`, in a process without a database);
// - first import: syncFeed of a new feed into an empty unit (fetch from memory, parse, diff, store
//   every event as a block through the no-overlap constraint, health);
// - re-sync: syncFeed of the same feed again, the calendar unchanged except its DTSTAMPs (the
//   every-15-minutes case: parse and diff, nothing to write);
// - re-sync with churn: 10 % of the events moved, 5 % gone, 5 % new;
// - the database floor: the rows a first import stores (events, blocks, and through the blocks'
//   trigger the feed's one occupancy row) inserted by one bare statement per table, so the first
//   import can be read against what storing itself costs.
// Median of `runs` (default 5) after one warm-up. Prints one JSON line.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Config } from '../../../src/server/config';
import type { OpenDatabase } from '../../../src/server/db/database';
import { runMigrations } from '../../../src/server/db/migrate';
import { createPool, wrapPglite, wrapPostgres, pgliteOptions } from '../../../src/server/db/open-database';
import { accommodationUnits, icalFeeds, properties, users } from '../../../src/server/db/schema/index';
import { seedReferenceData } from '../../../src/server/db/seed/seed-reference';
import { createMemoryMailer } from '../../../src/server/lib/mailer';
import { parseFeed } from '../../../src/server/lib/ical/parse-feed';
import type { FeedFetcher } from '../../../src/server/modules/sync/feed-fetcher';
import { syncFeed, type SyncDeps } from '../../../src/server/modules/sync/sync-feed';
import { addDays, sriLankaToday } from '../../../src/shared/reservation-dates';

const options = JSON.parse(process.argv[2] ?? '{}') as {
  postgresUrl?: string;
  sizes?: number[];
  runs?: number;
  /** Time parseFeed only, in a process without a database (PGlite's memory makes the collector run more). */
  parseOnly?: boolean;
};
/** The synthetic feeds have no repeating events; the horizon only has to be valid. */
const HORIZON = { from: '2026-01-01', to: '2028-01-01' };
const SIZES = options.sizes ?? [500, 5000, 20000];
const RUNS = options.runs ?? 5;

const compact = (day: string) => day.replaceAll('-', '');

/**
 * N events as Airbnb writes them (DATE values, a folded description on bookings), one night each
 * with a free night between, from tomorrow on; `variant` changes DTSTAMP-free content only where
 * asked: `moved` events shift by a day, `dropped` ones are left out, `extra` new ones added.
 */
function syntheticFeed(n: number, firstDay: string, change: { moved?: number; dropped?: number; extra?: number } = {}): string {
  const lines = ['BEGIN:VCALENDAR', 'PRODID:-//Airbnb Inc//Hosting Calendar 1.0//EN', 'CALSCALE:GREGORIAN', 'VERSION:2.0'];
  const moved = Math.round(n * (change.moved ?? 0));
  const dropped = Math.round(n * (change.dropped ?? 0));
  const extra = Math.round(n * (change.extra ?? 0));
  const event = (i: number, shift: number) => {
    const start = addDays(firstDay, 2 * i + shift);
    const reserved = i % 3 !== 2;
    lines.push(
      'BEGIN:VEVENT',
      `DTEND;VALUE=DATE:${compact(addDays(start, 1))}`,
      `DTSTART;VALUE=DATE:${compact(start)}`,
      `UID:1418fb94e984-${String(i).padStart(8, '0')}aa55@airbnb.com`,
      ...(reserved
        ? ['DESCRIPTION:Reservation URL: https://www.airbnb.com/hosting/reservations/d', ` etails/HM${String(i).padStart(8, '0')}\\nPhone Number (Last 4 Digits): ${String(i % 10_000).padStart(4, '0')}`]
        : []),
      `SUMMARY:${reserved ? 'Reserved' : 'Airbnb (Not available)'}`,
      'END:VEVENT',
    );
  };
  for (let i = dropped; i < n; i++) event(i, i < dropped + moved ? 1 : 0);
  for (let i = n; i < n + extra; i++) event(i, 0);
  lines.push('END:VCALENDAR');
  return `${lines.join('\r\n')}\r\n`;
}

interface Bench {
  database: OpenDatabase;
  dispose: () => Promise<void>;
}

async function open(): Promise<Bench> {
  if (options.postgresUrl) {
    const name = `portal_bench_ical_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: options.postgresUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(options.postgresUrl);
    url.pathname = `/${name}`;
    const database = wrapPostgres(createPool(url.toString()));
    return {
      database,
      dispose: async () => {
        await database.close();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  // File-backed, as the server's embedded database is.
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-ical-bench-'));
  const database = wrapPglite(await PGlite.create(dir, pgliteOptions()));
  return {
    database,
    dispose: async () => {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** parseFeed alone: median wall and CPU time of `runs` after one warm-up. */
function measureParse(n: number, firstDay: string) {
  const text = syntheticFeed(n, firstDay);
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i <= RUNS; i++) {
    const used = process.cpuUsage();
    const start = performance.now();
    parseFeed(text, { timeZone: 'Asia/Colombo', horizon: HORIZON });
    const ms = performance.now() - start;
    const spent = process.cpuUsage(used);
    if (i === 0) continue; // the first run warms the JIT up
    wall.push(ms);
    cpu.push((spent.user + spent.system) / 1000);
  }
  return { events: n, bytes: text.length, parse: median(wall), parseCpu: median(cpu), samples: { parse: wall, parseCpu: cpu } };
}

async function main() {
  if (options.parseOnly) {
    const firstDay = addDays(sriLankaToday(new Date()), 1);
    // The optimising compiler settles after a few thousand events; warm it up before any size is timed.
    const warmUp = syntheticFeed(5000, firstDay);
    for (let i = 0; i < 5; i++) parseFeed(warmUp, { timeZone: 'Asia/Colombo', horizon: HORIZON });
    console.log(JSON.stringify({ runs: RUNS, results: SIZES.map((n) => measureParse(n, firstDay)) }));
    return;
  }
  const bench = await open();
  try {
    const { db } = bench.database;
    await runMigrations(bench.database);
    await seedReferenceData(db);
    const [owner] = await db.insert(users).values({ firstName: 'Bench', lastName: 'Host', email: `bench-${randomBytes(4).toString('hex')}@example.lk`, role: 'HOST', passwordHash: 'x' }).returning();
    const [property] = await db.insert(properties).values({ ownerId: owner.id, status: 'listed', name: 'Bench Villa', currency: 'USD', pricePerNight: 100 }).returning();
    const newUnit = async () => (await db.insert(accommodationUnits).values({ propertyId: property.id, name: 'Room' }).returning())[0].id;

    const served = new Map<string, string>();
    const fetcher: FeedFetcher = async (url) => ({ notModified: false, body: served.get(url)!, etag: null, lastModified: null });
    const deps: SyncDeps = {
      db,
      clock: () => new Date(),
      config: { syncIntervalMinutes: 15, publicUrl: 'http://localhost:8080' } as Config,
      mailer: createMemoryMailer(),
      feedFetcher: fetcher,
    };
    const firstDay = addDays(sriLankaToday(new Date()), 1);
    let feedCounter = 0;
    const newFeed = async (text: string): Promise<{ id: number; url: string }> => {
      const url = `https://bench.example.com/${++feedCounter}.ics`;
      served.set(url, text);
      const [feed] = await db.insert(icalFeeds).values({ unitId: await newUnit(), name: 'Airbnb', channel: 'airbnb', url }).returning();
      return { id: feed.id, url };
    };
    // Wall time, and this process's CPU time: on PGlite the database runs in this process, so CPU
    // time is the work itself, much less moved than wall time by other processes on a shared machine.
    let lastCpuMs = 0;
    const timed = async (fn: () => Promise<unknown> | unknown) => {
      const cpu = process.cpuUsage();
      const start = performance.now();
      await fn();
      const ms = performance.now() - start;
      const used = process.cpuUsage(cpu);
      lastCpuMs = (used.user + used.system) / 1000;
      return ms;
    };

    const results: Record<string, unknown>[] = [];
    for (const n of SIZES) {
      const text = syntheticFeed(n, firstDay);
      const firstImport = [];
      const resync = [];
      const resyncCpu = [];
      const churn = [];
      for (let i = 0; i <= RUNS; i++) {
        const feed = await newFeed(text);
        const first = await timed(async () => {
          const row = await syncFeed(deps, feed.id);
          if (row?.lastStatus !== 'ok' || row.eventsAdded !== n) throw new Error(`first import of ${n}: ${JSON.stringify(row)}`);
        });
        const again = await timed(async () => {
          const row = await syncFeed(deps, feed.id);
          if (row?.lastStatus !== 'ok' || row.eventsAdded + row.eventsChanged + row.eventsRemoved !== 0) throw new Error(`re-sync of ${n}: ${JSON.stringify(row)}`);
        });
        const againCpu = lastCpuMs;
        served.set(feed.url, syntheticFeed(n, firstDay, { moved: 0.1, dropped: 0.05, extra: 0.05 }));
        const churned = await timed(async () => {
          const row = await syncFeed(deps, feed.id);
          if (row?.lastStatus !== 'ok' || row.eventsChanged === 0) throw new Error(`churn of ${n}: ${JSON.stringify(row)}`);
        });
        // Each run starts from tables of the same size: the unit goes with its feed, blocks and occupancy.
        await db.execute(sql`delete from accommodation_units where id = (select unit_id from ical_feeds where id = ${feed.id})`);
        if (i > 0) {
          firstImport.push(first);
          resync.push(again);
          resyncCpu.push(againCpu);
          churn.push(churned);
        }
      }
      // The floor: the rows a first import stores (n events, their n blocks and so the feed's
      // occupancy row, made by the blocks' trigger), each table by one bare statement, rolled back.
      const floor = [];
      for (let i = 0; i <= RUNS; i++) {
        const feed = await newFeed('');
        const uids = Array.from({ length: n }, (_, k) => `floor-${k}`);
        const starts = uids.map((_, k) => addDays(firstDay, 2 * k));
        const ends = starts.map((day) => addDays(day, 1));
        const events = sql`unnest(${`{${uids.join(',')}}`}::text[], ${`{${starts.join(',')}}`}::date[], ${`{${ends.join(',')}}`}::date[]) as x(uid, s, e)`;
        const ms = await timed(() =>
          db
            .transaction(async (tx) => {
              await tx.execute(sql`insert into ical_feed_events (feed_id, uid, starts_on, ends_on, kind, settled) select ${feed.id}, uid, s, e, 'reserved', true from ${events}`);
              await tx.execute(sql`
                insert into calendar_blocks (unit_id, starts_on, ends_on, source, channel, feed_id, feed_uid)
                select (select unit_id from ical_feeds where id = ${feed.id}), s, e, 'import', 'airbnb', ${feed.id}, uid from ${events}`);
              throw new Error('rollback');
            })
            .catch((error: Error) => {
              if (error.message !== 'rollback') throw error;
            }),
        );
        if (i > 0) floor.push(ms);
      }
      results.push({
        events: n,
        bytes: text.length,
        firstImport: median(firstImport),
        resync: median(resync),
        resyncCpu: median(resyncCpu),
        churn: median(churn),
        floor: median(floor),
        samples: { firstImport, resync, resyncCpu, churn, floor },
      });
      process.stderr.write(`  ${n} events: first import ${median(firstImport).toFixed(1)} ms, re-sync ${median(resync).toFixed(1)} ms\n`);
    }
    console.log(JSON.stringify({ database: bench.database.kind, runs: RUNS, results }));
  } finally {
    await bench.dispose();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

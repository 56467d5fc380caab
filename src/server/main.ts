import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { durabilityWarning, findUnsafeDurabilitySettings, postgresSettings } from './db/check-durability';
import type { OpenDatabase } from './db/database';
import { startBackupSocket } from './db/moving/backup-socket';
import { startEmbeddedUpkeep, type EmbeddedUpkeep } from './db/embedded-upkeep';
import { openDatabase } from './db/open-database';
import { DatabaseAheadError } from './db/migrate';
import { prepareDatabase } from './db/prepare-database';
import { DEMO_ACCOUNTS, DEMO_ADMIN_TOTP_SECRET } from './db/seed/seed-demo';
import { acquireDataDirLock, DataDirLockedError, type DataDirLock } from './lib/data-dir-lock';
import type { JobWorker } from './lib/jobs/job-worker';
import { startOrphanSweeps } from './lib/sweep-orphan-images';
import { openImageStores } from './lib/image-stores';
import { newLeaseHolder } from './modules/sync/feed-sync-lease';
import { createFeedSyncWorker } from './modules/sync/feed-sync-worker';
import { freshestContractPath } from './plugins/api-routes';

// This is the built server (npm start): libraries that read NODE_ENV run their production builds
// unless told otherwise. React's, which renders signed-in pages (modules/web-pages), renders in
// a third of the time of its development build (3 ms against 9 ms for /dashboard).
process.env.NODE_ENV ??= 'production';

/** What shutdown closes, each set as soon as it is open. */
const running: {
  lock?: DataDirLock | null;
  /** Set as the database starts opening, so a signal meanwhile waits for it and closes it. */
  database?: Promise<OpenDatabase>;
  app?: FastifyInstance;
  feedSync?: JobWorker;
  upkeep?: EmbeddedUpkeep | null;
  sweeps?: { stop(): Promise<void> };
  backups?: { stop(): Promise<void> } | null;
} = {};
let stopping = false;

/**
 * Closes in reverse order of opening. app.close() first marks the app closing, so new requests get
 * 503 (return503OnClosing) while the feed scheduler stops (its running syncs finish and give their
 * leases back while the database is still open) and the requests under way finish; then a database
 * upkeep pass under way finishes, the database closes (PGlite's close() is what flushes its files:
 * it runs with fsync off), and the data directory is given back.
 */
async function shutdown(signal: string, exitCode = 0): Promise<never> {
  if (!stopping) {
    stopping = true;
    running.app?.log.info(`${signal}: shutting down`);
    try {
      const appClosed = running.app?.close();
      await running.feedSync?.stop();
      await appClosed;
      await running.backups?.stop();
      await running.upkeep?.stop();
      await running.sweeps?.stop();
      // A database that failed to open has nothing to close.
      await (await running.database?.catch(() => undefined))?.close();
    } catch (error) {
      console.error('Error while shutting down:', error);
      exitCode = 1;
    } finally {
      running.lock?.release();
    }
  }
  process.exit(exitCode);
}

/**
 * Another process took the data folder over: this one was frozen past its lease (a suspended VM,
 * SIGSTOP). It must not write one more byte, not even the clean close's flush, so it stops here.
 */
function lostTheDataDir(): never {
  console.error('Another server process took over the data directory while this one was unresponsive; stopping at once without writing.');
  process.exit(1);
}

/** Config → lock (PGlite only) → database → migrate + seed → app → ready → listen → background work. */
async function main(): Promise<void> {
  const config = loadConfig(process.env);
  running.lock = config.databaseUrl ? null : acquireDataDirLock(config.dataDir, { onLost: lostTheDataDir });
  // Registered before the slow steps, so a Ctrl-C during migration still closes PGlite cleanly.
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  // Before the database: a bucket that is missing or refuses the credentials stops the start here.
  const images = await openImageStores(config);
  const database = await (running.database = openDatabase(config));
  const prepared = await prepareDatabase(database, {
    seedDemo: config.seedDemo,
    serverSecret: config.jwtSecret,
    listingPhotos: images.listingPhotos,
  });
  const app = (running.app = await buildApp({ config, database, contractPath: freshestContractPath(), images }));
  app.log.info(prepared, 'database ready');
  if (database.kind === 'postgres') {
    for (const setting of await findUnsafeDurabilitySettings(postgresSettings(database))) app.log.warn(durabilityWarning(setting));
  }
  await app.ready();
  await app.listen({ port: config.port, host: config.host });
  if (stopping) return; // a signal came while starting: shutdown owns the rest

  // After listening: a large upload folder must not delay start. Failing to sweep never stops the server.
  running.sweeps = startOrphanSweeps({ db: database.db, stores: [app.deps.avatars, app.deps.listingPhotos], log: app.log.child({ module: 'orphan-sweep' }) });
  // Every process runs the scheduler; the lease queue shares the due feeds out between them.
  running.feedSync = createFeedSyncWorker({
    deps: app.deps,
    log: app.log.child({ module: 'feed-sync' }),
    holder: newLeaseHolder('worker'),
    observer: app.deps.metrics?.jobObserver('ical_feeds'),
  });
  running.feedSync.start();
  // Mails that changes wrote to the outbox; app.close() stops it. A request's own mail goes at once (deliverSoon).
  app.deps.outbox.worker.start();
  // PGlite has no autovacuum: the server does its work (db/embedded-upkeep.ts).
  running.upkeep = startEmbeddedUpkeep(database, app.log.child({ module: 'db-upkeep' }));
  // `npm run backup` beside a running server asks it over DATA_DIR/backup.sock (db/moving/backup-socket.ts).
  if (database.kind === 'pglite') {
    const client = (database.db as unknown as { $client: PGlite }).$client;
    running.backups = await startBackupSocket(client, config.dataDir, app.log.child({ module: 'backup' })).catch((err: unknown) => {
      app.log.warn({ err }, 'the online backup socket could not open: back up with the server stopped');
      return null;
    });
  }

  const { port } = app.server.address() as { port: number };
  const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
  console.log(`\nHost portal is running at ${config.publicUrl} (port ${port}, database: ${where})`);
  if (config.seedDemo) {
    console.log('Demo accounts:');
    for (const account of DEMO_ACCOUNTS) {
      console.log(`  ${account.role.padEnd(5)}  ${account.email}  password: ${account.password}`);
    }
    console.log(`  The demo admin signs in with two-step verification: add the key ${DEMO_ADMIN_TOTP_SECRET} to an authenticator app.`);
  }
}

main().catch(async (error: unknown) => {
  // A signal during start-up closed what was open; what failed after that is part of closing.
  if (stopping) return;
  const known = error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof DatabaseAheadError;
  console.error(known ? `Cannot start: ${(error as Error).message}` : 'Cannot start:', known ? '' : error);
  await shutdown('start-up failure', 1);
});

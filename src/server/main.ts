import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { durabilityWarning, findUnsafeDurabilitySettings, postgresSettings } from './db/check-durability';
import type { OpenDatabase } from './db/database';
import { openDatabase } from './db/open-database';
import { prepareDatabase } from './db/prepare-database';
import { DEMO_ACCOUNTS, DEMO_ADMIN_TOTP_SECRET } from './db/seed/seed-demo';
import { acquireDataDirLock, DataDirLockedError, type DataDirLock } from './lib/data-dir-lock';
import type { JobWorker } from './lib/jobs/job-worker';
import { pinNextTickShape } from './lib/pin-next-tick-shape';
import { sweepOrphanImages } from './lib/sweep-orphan-images';
import { newLeaseHolder } from './modules/sync/feed-sync-lease';
import { createFeedSyncWorker } from './modules/sync/feed-sync-worker';

let lock: DataDirLock | null = null;
let database: OpenDatabase | undefined;
let app: FastifyInstance | undefined;
let feedSync: JobWorker | undefined;
let stopping = false;

/**
 * Closes in reverse order of opening: stop the feed scheduler (its running syncs finish and give
 * their leases back while the database is still open), stop taking requests, then close the
 * database (PGlite's close() is what flushes its files: it runs with fsync off), then give the
 * directory back.
 */
async function shutdown(signal: string, exitCode = 0): Promise<never> {
  if (!stopping) {
    stopping = true;
    app?.log.info(`${signal}: shutting down`);
    try {
      await feedSync?.stop();
      await app?.close();
      await database?.close();
    } catch (error) {
      console.error('Error while shutting down:', error);
      exitCode = 1;
    } finally {
      lock?.release();
    }
  }
  process.exit(exitCode);
}

/** Config → lock (PGlite only) → database → migrate + seed → app → listen. */
async function main(): Promise<void> {
  // Before anything heavy (PGlite): keeps process.nextTick's inline caches monomorphic; see the file.
  await pinNextTickShape();
  const config = loadConfig(process.env);
  lock = config.databaseUrl ? null : acquireDataDirLock(config.dataDir);
  // Registered before the slow steps, so a Ctrl-C during migration still closes PGlite cleanly.
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  database = await openDatabase(config);
  const prepared = await prepareDatabase(database, { seedDemo: config.seedDemo, serverSecret: config.jwtSecret });
  app = await buildApp({ config, database });
  app.log.info(prepared, 'database ready');
  if (database.kind === 'postgres') {
    for (const setting of await findUnsafeDurabilitySettings(postgresSettings(database))) app.log.warn(durabilityWarning(setting));
  }

  await app.listen({ port: config.port, host: config.host });
  // After listening: a large upload folder must not delay start. Failing to sweep never stops the server.
  const started = app;
  sweepOrphanImages({ db: database.db, stores: [started.deps.avatars, started.deps.listingPhotos], now: new Date() }).then(
    (removed) => removed > 0 && started.log.info({ removed }, 'removed image files no row refers to'),
    (err: unknown) => started.log.warn({ err }, 'could not sweep orphan image files'),
  );
  // Every process runs the scheduler; the lease queue shares the due feeds out between them.
  feedSync = createFeedSyncWorker({ deps: started.deps, log: started.log.child({ module: 'feed-sync' }), holder: newLeaseHolder('worker') });
  feedSync.start();
  const address = app.server.address();
  const port = address && typeof address === 'object' ? address.port : config.port;
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
  const known = error instanceof ConfigError || error instanceof DataDirLockedError;
  console.error(known ? `Cannot start: ${(error as Error).message}` : 'Cannot start:', known ? '' : error);
  await shutdown('start-up failure', 1);
});

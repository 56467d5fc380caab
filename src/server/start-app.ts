import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { Config } from './config';
import { durabilityWarning, findUnsafeDurabilitySettings, postgresSettings } from './db/check-durability';
import type { OpenDatabase } from './db/database';
import { startEmbeddedUpkeep, type EmbeddedUpkeep } from './db/embedded-upkeep';
import { openDatabase } from './db/open-database';
import { prepareDatabase } from './db/prepare-database';
import { DEMO_ACCOUNTS, DEMO_ADMIN_TOTP_SECRET } from './db/seed/seed-demo';
import type { EarlyListener } from './lib/early-listener';
import type { JobWorker } from './lib/jobs/job-worker';
import { sweepOrphanImages } from './lib/sweep-orphan-images';
import { newLeaseHolder } from './modules/sync/feed-sync-lease';
import { createFeedSyncWorker } from './modules/sync/feed-sync-worker';
import { freshestContractPath } from './plugins/api-routes';

/** What main.ts closes on shutdown, each set as soon as it is open. */
export interface Running {
  database?: OpenDatabase;
  app?: FastifyInstance;
  feedSync?: JobWorker;
  upkeep?: EmbeddedUpkeep | null;
}

/**
 * The slow part of start-up, loaded by main.ts after it listens (this module pulls in Fastify,
 * the database drivers and every route): database → migrate + seed → app → the app answers the
 * requests that waited → background work.
 */
export async function startApp(config: Config, listener: EarlyListener, running: Running): Promise<void> {
  const database = (running.database = await openDatabase(config));
  const prepared = await prepareDatabase(database, { seedDemo: config.seedDemo, serverSecret: config.jwtSecret });
  let appHandler: Parameters<EarlyListener['handOver']>[0] | undefined;
  const contractPath = freshestContractPath();
  const app = (running.app = await buildApp({
    config,
    database,
    contractPath,
    serverFactory: (handler) => {
      appHandler = handler;
      return listener.server;
    },
  }));
  app.log.info(prepared, 'database ready');
  if (database.kind === 'postgres') {
    for (const setting of await findUnsafeDurabilitySettings(postgresSettings(database))) app.log.warn(durabilityWarning(setting));
  }
  await app.ready();
  listener.handOver(appHandler!);

  // After answering: a large upload folder must not delay start. Failing to sweep never stops the server.
  sweepOrphanImages({ db: database.db, stores: [app.deps.avatars, app.deps.listingPhotos], now: new Date() }).then(
    (removed) => removed > 0 && app.log.info({ removed }, 'removed image files no row refers to'),
    (err: unknown) => app.log.warn({ err }, 'could not sweep orphan image files'),
  );
  // Every process runs the scheduler; the lease queue shares the due feeds out between them.
  running.feedSync = createFeedSyncWorker({ deps: app.deps, log: app.log.child({ module: 'feed-sync' }), holder: newLeaseHolder('worker') });
  running.feedSync.start();
  // PGlite has no autovacuum: the server does its work (db/embedded-upkeep.ts).
  running.upkeep = startEmbeddedUpkeep(database, app.log.child({ module: 'db-upkeep' }));

  const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
  console.log(`\nHost portal is running at ${config.publicUrl} (port ${listener.port}, database: ${where})`);
  if (config.seedDemo) {
    console.log('Demo accounts:');
    for (const account of DEMO_ACCOUNTS) {
      console.log(`  ${account.role.padEnd(5)}  ${account.email}  password: ${account.password}`);
    }
    console.log(`  The demo admin signs in with two-step verification: add the key ${DEMO_ADMIN_TOTP_SECRET} to an authenticator app.`);
  }
}

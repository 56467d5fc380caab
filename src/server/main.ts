import { ConfigError, loadConfig } from './config';
import { acquireDataDirLock, DataDirLockedError, type DataDirLock } from './lib/data-dir-lock';
import { closeServer, listenEarly, type EarlyListener } from './lib/early-listener';
import { pinNextTickShape } from './lib/pin-next-tick-shape';
import { securityHeadersByPath } from './plugins/security-headers';
import type { Running } from './start-app';

// This file imports only what listening needs; the app, Fastify and the database drivers come
// with start-app.ts, loaded once the port answers, so `GET /health` answers in a few hundred ms.

// This is the built server (npm start): libraries that read NODE_ENV run their production builds
// unless told otherwise. React's, which renders signed-in pages (modules/web-pages), renders in
// a third of the time of its development build (3 ms against 9 ms for /dashboard).
process.env.NODE_ENV ??= 'production';

let lock: DataDirLock | null = null;
let listener: EarlyListener | undefined;
const running: Running = {};
let stopping = false;

/**
 * Closes in reverse order of opening: answer new requests 503, stop the feed scheduler (its
 * running syncs finish and give their leases back while the database is still open), let the
 * requests under way finish and close the server, close the app, let a database upkeep pass
 * under way finish, then close the database
 * (PGlite's close() is what flushes its files: it runs with fsync off), then give the directory back.
 */
async function shutdown(signal: string, exitCode = 0): Promise<never> {
  if (!stopping) {
    stopping = true;
    listener?.refuseNewRequests();
    running.app?.log.info(`${signal}: shutting down`);
    try {
      await running.feedSync?.stop();
      if (listener) await closeServer(listener.server);
      await running.app?.close();
      await running.upkeep?.stop();
      await running.database?.close();
    } catch (error) {
      console.error('Error while shutting down:', error);
      exitCode = 1;
    } finally {
      lock?.release();
    }
  }
  process.exit(exitCode);
}

/**
 * Config → lock (PGlite only) → listen (lib/early-listener.ts: /health answers from here on, other
 * requests wait) → start-app.ts: database → migrate + seed → app → the app answers.
 */
async function main(): Promise<void> {
  // Before anything heavy (PGlite): keeps process.nextTick's inline caches monomorphic; see the file.
  await pinNextTickShape();
  const config = loadConfig(process.env);
  lock = config.databaseUrl ? null : acquireDataDirLock(config.dataDir);
  // Registered before the slow steps, so a Ctrl-C during migration still closes PGlite cleanly.
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  // Opening the embedded database, migrating and compiling the contract's routes take seconds; a
  // process manager or load balancer sees the process alive (GET /health) from the first moment.
  listener = await listenEarly({ port: config.port, host: config.host, headersFor: securityHeadersByPath(config) });
  const { startApp } = await import('./start-app');
  await startApp(config, listener, running);
}

main().catch(async (error: unknown) => {
  const known = error instanceof ConfigError || error instanceof DataDirLockedError;
  console.error(known ? `Cannot start: ${(error as Error).message}` : 'Cannot start:', known ? '' : error);
  await shutdown('start-up failure', 1);
});

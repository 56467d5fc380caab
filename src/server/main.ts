import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { findUnsafeDurabilitySettings } from './db/check-durability';
import type { OpenDatabase } from './db/database';
import { openDatabase } from './db/open-database';
import { prepareDatabase } from './db/prepare-database';
import { DEMO_ACCOUNTS } from './db/seed/seed-demo';
import { acquireDataDirLock, DataDirLockedError, type DataDirLock } from './lib/data-dir-lock';

/**
 * Entry point: config → lock (PGlite only) → database → migrate + seed → app → listen.
 * SIGINT/SIGTERM close in reverse order; PGlite's close() is what flushes its files.
 */
async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const lock: DataDirLock | null = config.databaseUrl ? null : acquireDataDirLock(config.dataDir);
  let database: OpenDatabase | undefined;
  try {
    database = await openDatabase(config);
    const prepared = await prepareDatabase(database, { seedDemo: config.seedDemo });
    const app = await buildApp({ config, database });

    for (const setting of await findUnsafeDurabilitySettings(database)) {
      app.log.warn(`PostgreSQL has ${setting}=off: committed data can be lost in a crash. Turn it on in production.`);
    }
    app.log.info(prepared, 'database ready');

    let stopping = false;
    const stop = async (signal: string) => {
      if (stopping) return;
      stopping = true;
      app.log.info(`${signal}: shutting down`);
      try {
        await app.close();
        await database?.close();
      } finally {
        lock?.release();
      }
      process.exit(0);
    };
    process.on('SIGINT', () => void stop('SIGINT'));
    process.on('SIGTERM', () => void stop('SIGTERM'));

    await app.listen({ port: config.port, host: config.host });
    const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
    console.log(`\nHost portal running at ${config.publicUrl} (listening on ${config.host}:${app.server.address() && typeof app.server.address() === 'object' ? (app.server.address() as { port: number }).port : config.port}, database: ${where})`);
    if (config.seedDemo) {
      console.log('Demo accounts:');
      for (const account of DEMO_ACCOUNTS) {
        console.log(`  ${account.role.padEnd(5)}  ${account.email}  password: ${account.password}`);
      }
    }
  } catch (error) {
    await database?.close().catch(() => {});
    lock?.release();
    throw error;
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(`Cannot start: ${error.message}`);
  } else {
    console.error('Cannot start:', error);
  }
  process.exit(1);
});

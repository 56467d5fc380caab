import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/open-database';
import { DatabaseAheadError } from './db/migrate';
import { prepareDatabase } from './db/prepare-database';
import { acquireDataDirLock, DataDirLockedError } from './lib/data-dir-lock';
import { createAdmin, CreateAdminError } from './modules/auth/create-admin';

const USAGE = 'Usage: npm run admin:create -- --email admin@example.lk --first-name Dilani --last-name Fernando';

/**
 * `npm run admin:create`: makes an administrator on the configured database (DATABASE_URL, or the
 * embedded one in DATA_DIR, which needs the server stopped: PGlite allows one process) and prints
 * a temporary password that must be changed at the first sign-in.
 */
async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, 'first-name': { type: 'string' }, 'last-name': { type: 'string' } },
    strict: true,
  });
  if (!values.email || !values['first-name'] || !values['last-name']) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig(process.env);
  const lock = config.databaseUrl ? null : acquireDataDirLock(config.dataDir);
  const database = await openDatabase(config);
  try {
    await prepareDatabase(database, { seedDemo: false });
    const admin = await createAdmin({ db: database.db, email: values.email, firstName: values['first-name'], lastName: values['last-name'] });
    console.log(`Administrator ${values.email} created (id ${admin.id}).`);
    console.log(`Temporary password: ${admin.password}`);
    console.log('They must choose their own password when they first sign in.');
    console.log('Then they set up two-step verification on /profile (Two-step verification): the admin tools stay closed until they do.');
    return 0;
  } finally {
    await database.close();
    lock?.release();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known = error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof CreateAdminError || error instanceof DatabaseAheadError;
    console.error(known ? `Cannot create the administrator: ${(error as Error).message}` : error);
    if (error instanceof DataDirLockedError) console.error('Stop the server first: the embedded database allows one process at a time.');
    process.exit(1);
  },
);

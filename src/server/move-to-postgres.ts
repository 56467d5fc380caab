import fs from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { dataDirOf } from './config';
import { MoveError, moveToPostgres } from './db/moving/copy-to-postgres';
import { assertEmptyFolder, copyDataDirUploads, copySecretsFile, FolderNotEmptyError } from './db/moving/data-files';
import { createPool, embeddedDatabaseDir, openEmbeddedClient, wrapPglite, wrapPostgres } from './db/open-database';
import { DatabaseAheadError } from './db/migrate';
import { uploadsRoot } from './lib/avatar-storage';
import { acquireDataDirLock, DataDirLockedError } from './lib/data-dir-lock';
import { SECRETS_FILE_NAME } from './lib/secrets-file';

const USAGE = 'Usage: npm run move-to-postgres -- --to postgres://user@host:5432/portal [--data-dir /srv/portal-data]';

/**
 * `npm run move-to-postgres -- --to URL`: moves the embedded database in DATA_DIR into an empty
 * PostgreSQL database (db/moving/copy-to-postgres.ts), with the server stopped (it takes the
 * folder's lock). --data-dir is the PostgreSQL deployment's DATA_DIR: uploads (DATA_DIR/uploads,
 * which it serves) and secrets.json are copied there; left out, it is this DATA_DIR and they stay.
 */
async function main(): Promise<number> {
  const { values } = parseArgs({ options: { to: { type: 'string' }, 'data-dir': { type: 'string' } }, strict: true });
  if (!values.to || !/^postgres(ql)?:\/\//.test(values.to)) {
    console.error(USAGE);
    return 2;
  }
  const dataDir = dataDirOf(process.env);
  const targetDir = values['data-dir'] ? path.resolve(values['data-dir']) : dataDir;
  const carryFiles = targetDir !== dataDir;
  // Checked before any row moves: a refused copy must leave the target database empty.
  if (carryFiles) {
    await assertEmptyFolder(uploadsRoot(targetDir), 'The uploads folder');
    if (await exists(path.join(targetDir, SECRETS_FILE_NAME))) throw new MoveError(`${path.join(targetDir, SECRETS_FILE_NAME)} exists already: the moved sessions need this DATA_DIR's secrets; remove it or choose another --data-dir.`);
  }
  const lock = acquireDataDirLock(dataDir);
  try {
    // DATA_DIR alone: the embedded database, whatever DATABASE_URL this shell may have.
    if (!(await exists(path.join(embeddedDatabaseDir(dataDir), 'PG_VERSION')))) throw new MoveError(`${dataDir} holds no embedded database (no pgdata folder).`);
    const source = wrapPglite(await openEmbeddedClient(dataDir));
    const target = wrapPostgres(createPool(values.to));
    try {
      const result = await moveToPostgres(source, target, () => {});
      console.log(`Moved ${dataDir}/pgdata into ${redacted(values.to)}; rows per table (source = target):`);
      for (const row of result.tables) console.log(`  ${row.table.padEnd(36)} ${row.target}`);
      console.log(`  ${result.sequences.length} sequences set to the source's values.`);
    } finally {
      await target.close();
      await source.close();
    }
    if (carryFiles) {
      await copyDataDirUploads(dataDir, targetDir);
      await copySecretsFile(dataDir, targetDir);
      console.log(`Uploads copied into ${uploadsRoot(targetDir)}; secrets.json into ${targetDir}.`);
    } else {
      console.log(`Uploads stay in ${uploadsRoot(dataDir)} and secrets in ${path.join(dataDir, SECRETS_FILE_NAME)}.`);
    }
    console.log(`Start the server with DATABASE_URL=<the target> DATA_DIR=${targetDir} (or give every process JWT_SECRET and CSRF_SECRET from secrets.json). ${dataDir}/pgdata is left as it was.`);
    return 0;
  } finally {
    lock.release();
  }
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(() => true, () => false);
}

/** The URL without its password, for the terminal. */
function redacted(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known = error instanceof MoveError || error instanceof FolderNotEmptyError || error instanceof DataDirLockedError || error instanceof DatabaseAheadError;
    console.error(known ? `Cannot move: ${(error as Error).message}` : error);
    if (error instanceof DataDirLockedError) console.error('Stop the server first: the move reads the embedded database alone.');
    else if (!known) console.error('If the target database was changed, drop it and create it empty again before the next try.');
    process.exit(1);
  },
);

import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { dataDirOf } from './config';
import { requestOnlineBackup } from './db/moving/backup-socket';
import { assertEmptyFolder, FolderNotEmptyError } from './db/moving/data-files';
import { BackupError, writeBackup, type BackupManifest } from './db/moving/embedded-backup';
import { embeddedDatabaseDir, openEmbeddedClient } from './db/open-database';
import { acquireDataDirLock, DataDirLockedError } from './lib/data-dir-lock';

const USAGE = 'Usage: npm run backup -- --out /backups/portal-2026-11-27   (a new or empty folder)';

/**
 * `npm run backup -- --out FOLDER`: a backup of the embedded database in DATA_DIR with its uploads
 * and secrets (db/moving/embedded-backup.ts says what the folder holds). With the server running,
 * the server writes it (db/moving/backup-socket.ts); stopped, this process opens the folder itself.
 */
async function main(): Promise<number> {
  const { values } = parseArgs({ options: { out: { type: 'string' } }, strict: true });
  if (!values.out) {
    console.error(USAGE);
    return 2;
  }
  const out = path.resolve(values.out);
  const dataDir = dataDirOf(process.env);
  if (!fs.existsSync(path.join(embeddedDatabaseDir(dataDir), 'PG_VERSION'))) {
    throw new BackupError(`${dataDir} holds no embedded database (no pgdata folder). On PostgreSQL (DATABASE_URL), back up with pg_dump.`);
  }
  await assertEmptyFolder(out, 'The backup folder');
  let manifest: BackupManifest;
  let lock;
  try {
    lock = acquireDataDirLock(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    console.log(`The server is running on ${dataDir} (PID ${error.pid ?? 'starting'}): asking it for the backup.`);
    manifest = await requestOnlineBackup(dataDir, out);
  }
  if (lock) {
    try {
      const client = await openEmbeddedClient(dataDir);
      try {
        manifest = await writeBackup(client, dataDir, out);
      } finally {
        await client.close();
      }
    } finally {
      lock.release();
    }
  }
  const written = manifest!;
  console.log(`Backup written to ${out}:`);
  for (const { table, rows } of written.tables) console.log(`  ${table.padEnd(36)} ${rows}`);
  console.log(`  uploads: ${written.uploads} files; secrets: ${written.secrets ? 'secrets.json' : 'none in DATA_DIR (set in the environment)'}`);
  console.log(`Restore it with: DATA_DIR=/new/folder npm run restore -- ${out}`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof BackupError || error instanceof FolderNotEmptyError ? `Cannot back up: ${error.message}` : error);
    process.exit(1);
  },
);

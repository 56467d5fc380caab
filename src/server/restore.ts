import path from 'node:path';
import { parseArgs } from 'node:util';
import { dataDirOf } from './config';
import { FolderNotEmptyError } from './db/moving/data-files';
import { BackupError, restoreBackup } from './db/moving/embedded-backup';
import { DataDirLockedError } from './lib/data-dir-lock';

const USAGE = 'Usage: DATA_DIR=/new/data/folder npm run restore -- /backups/portal-2026-11-27';

/**
 * `npm run restore -- FOLDER`: puts a backup made by `npm run backup` into DATA_DIR, which must not
 * exist or be empty: a restore never overwrites a data folder (move the old one aside first).
 */
async function main(): Promise<number> {
  const { positionals } = parseArgs({ allowPositionals: true, strict: true });
  if (positionals.length !== 1) {
    console.error(USAGE);
    return 2;
  }
  const backup = path.resolve(positionals[0]!);
  // Not loadConfig(): it would generate secrets into the folder that must stay empty.
  const dataDir = dataDirOf(process.env);
  const manifest = await restoreBackup(backup, dataDir);
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  console.log(`Restored the backup of ${manifest.createdAt} into ${dataDir}: ${manifest.tables.length} tables, ${rows} rows, ${manifest.uploads} uploads${manifest.secrets ? ', secrets.json' : ''}.`);
  console.log(`Start the server on it with DATA_DIR=${dataDir} npm start.`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known = error instanceof BackupError || error instanceof FolderNotEmptyError || error instanceof DataDirLockedError;
    console.error(known ? `Cannot restore: ${(error as Error).message}` : error);
    process.exit(1);
  },
);

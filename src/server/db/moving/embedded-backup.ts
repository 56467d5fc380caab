import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { uploadsRoot } from '../../lib/avatar-storage';
import { acquireDataDirLock } from '../../lib/data-dir-lock';
import { countApplied } from '../migrate';
import { assertEmptyFolder, copySecretsFile, copyUploads } from './data-files';
import { embeddedDatabaseDir, pgliteOptions, wrapPglite } from '../open-database';
import { countRows, listTables, type TableCount } from './table-inventory';

/**
 * A backup of the embedded mode is a folder (documented in the README, Deployment):
 *   pgdata.tar.gz  PGlite's own dump of its data directory (dumpDataDir), a plain tar.gz
 *   uploads/       a copy of DATA_DIR/uploads (avatars, listing photos)
 *   secrets.json   the generated JWT and CSRF keys, when DATA_DIR has them (sessions and the
 *                  sealed two-step keys need them)
 *   backup.json    this manifest: when, how many migrations, every table's row count
 * A folder rather than one archive: PGlite's dump is already a tar.gz, and the only tar writer in
 * node_modules (tar-stream) is a development dependency of Lighthouse, absent from a production
 * install. `tar czf backup.tgz FOLDER` makes one file of it.
 */
const BACKUP_MANIFEST = 'backup.json';
const DUMP_FILE = 'pgdata.tar.gz';
const FORMAT = 'host-portal-embedded-backup/1';

export interface BackupManifest {
  format: typeof FORMAT;
  createdAt: string;
  migrations: number;
  tables: TableCount[];
  uploads: number;
  secrets: boolean;
}

export class BackupError extends Error {
  override name = 'BackupError';
}

/**
 * Writes a backup of the open embedded database `client` (whose files are DATA_DIR/pgdata) and of
 * DATA_DIR's uploads and secrets into `outDir`. Safe while the server serves: the dump waits for
 * the transaction under way to end and holds PGlite's query lock while it reads the files (PGlite
 * runs one statement at a time, so nothing writes meanwhile); a CHECKPOINT first puts the changes
 * still in shared buffers into the files. Uploads are copied after the dump: every image a dumped
 * row names was written before its row (the upload flows save the file first), and a file added
 * after the dump is an orphan the start-up sweep removes.
 */
export async function writeBackup(client: PGlite, dataDir: string, outDir: string): Promise<BackupManifest> {
  await assertEmptyFolder(outDir, 'The backup folder');
  // Owner-only: it holds the secrets and every row.
  await fs.mkdir(outDir, { recursive: true, mode: 0o700 });
  const database = wrapPglite(client);
  const tables = await listTables(database.db);
  await client.exec('checkpoint');
  // The counts and the files from one moment: PGlite's transaction() holds its transaction lock, so
  // no other transaction runs until it ends, and dumpDataDir() needs only the query lock. The
  // transaction only reads, so the dump holds nothing of it.
  const { dump, counts } = await client.transaction(async (tx) => {
    const counted: TableCount[] = [];
    for (const table of tables) {
      const result = await tx.query<{ n: number }>(`select count(*)::int as n from "${table.replaceAll('"', '""')}"`);
      counted.push({ table, rows: result.rows[0]!.n });
    }
    return { counts: counted, dump: await client.dumpDataDir('gzip') };
  });
  await fs.writeFile(path.join(outDir, DUMP_FILE), Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
  const uploads = await copyUploads(uploadsRoot(dataDir), path.join(outDir, 'uploads'));
  const secrets = await copySecretsFile(dataDir, outDir);
  const manifest: BackupManifest = {
    format: FORMAT,
    createdAt: new Date().toISOString(),
    migrations: await countApplied(database),
    tables: counts,
    uploads,
    secrets,
  };
  await fs.writeFile(path.join(outDir, BACKUP_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/**
 * Restores a backup folder into `dataDir`, which must not exist or be empty (a restore never
 * overwrites a data folder). Holds the folder's lock meanwhile, so no server starts on it half
 * restored, then opens the restored database once to check every table's row count against the
 * manifest.
 */
export async function restoreBackup(backupDir: string, dataDir: string): Promise<BackupManifest> {
  const manifest = await readManifest(backupDir);
  await assertEmptyFolder(dataDir, 'The data folder');
  const lock = acquireDataDirLock(dataDir);
  try {
    const dump = await fs.readFile(path.join(backupDir, DUMP_FILE));
    const pgdata = embeddedDatabaseDir(dataDir);
    await fs.mkdir(pgdata, { recursive: true });
    const client = await PGlite.create(pgdata, { ...pgliteOptions(), loadDataDir: new File([dump], DUMP_FILE, { type: 'application/x-gzip' }) });
    const database = wrapPglite(client);
    try {
      const counts = await countRows(database.db, manifest.tables.map((entry) => entry.table));
      const wrong = counts.filter((count, index) => count.rows !== manifest.tables[index]!.rows);
      if (wrong.length > 0) throw new BackupError(`The restored database differs from the backup's manifest in ${wrong.map((count) => count.table).join(', ')}.`);
    } finally {
      await database.close();
    }
    await copyUploads(path.join(backupDir, 'uploads'), uploadsRoot(dataDir));
    if (manifest.secrets) await copySecretsFile(backupDir, dataDir);
    return manifest;
  } finally {
    lock.release();
  }
}

async function readManifest(backupDir: string): Promise<BackupManifest> {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(await fs.readFile(path.join(backupDir, BACKUP_MANIFEST), 'utf8')) as BackupManifest;
  } catch {
    throw new BackupError(`${backupDir} is not a backup of this portal: it has no readable ${BACKUP_MANIFEST}.`);
  }
  if (manifest.format !== FORMAT) throw new BackupError(`${backupDir} holds a backup of another format (${String(manifest.format)}); this build reads ${FORMAT}.`);
  return manifest;
}

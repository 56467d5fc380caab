import fs from 'node:fs/promises';
import path from 'node:path';
import { uploadsRoot } from '../../lib/avatar-storage';
import { SECRETS_FILE_NAME } from '../../lib/secrets-file';

/**
 * The files of a data folder that travel with its database, for backups, restores and moves:
 * uploads (DATA_DIR/uploads: avatars, listing photos) and the generated secrets (secrets.json:
 * sessions, CSRF tokens and the sealed two-step keys need them). Nothing is ever overwritten.
 */
export class FolderNotEmptyError extends Error {
  override name = 'FolderNotEmptyError';
}

/** A folder that does not exist or holds nothing: the only kind a backup or a restore writes into. */
export async function assertEmptyFolder(folder: string, what: string): Promise<void> {
  const entries = await fs.readdir(folder).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  if (entries.length > 0) throw new FolderNotEmptyError(`${what} ${folder} is not empty: give a new or empty folder (nothing is overwritten).`);
}

/** Copies the uploads folder `from` to `to` (which must not hold them yet); none is fine. */
export async function copyUploads(from: string, to: string): Promise<number> {
  try {
    await fs.cp(from, to, { recursive: true, errorOnExist: true, force: false });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    return 0;
  }
  const entries = await fs.readdir(to, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).length;
}

/** Copies DATA_DIR's uploads into another data folder's. */
export const copyDataDirUploads = (fromDataDir: string, toDataDir: string) => copyUploads(uploadsRoot(fromDataDir), uploadsRoot(toDataDir));

/** Copies secrets.json from one folder to another, owner-only; false when there is none to copy. */
export async function copySecretsFile(fromDir: string, toDir: string): Promise<boolean> {
  const to = path.join(toDir, SECRETS_FILE_NAME);
  try {
    await fs.copyFile(path.join(fromDir, SECRETS_FILE_NAME), to, fs.constants.COPYFILE_EXCL);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
  await fs.chmod(to, 0o600);
  return true;
}

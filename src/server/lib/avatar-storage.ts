import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Where avatar images live. One small interface so object storage (S3, R2, GCS) can replace the
 * local folder without touching the upload flow: `save` returns the path or URL people load the
 * image from, and `remove` takes that same value back.
 */
export interface AvatarStorage {
  save(fileName: string, bytes: Buffer): Promise<string>;
  remove(publicPath: string): Promise<void>;
}

/** The URL prefix the uploads plugin serves DATA_DIR/uploads under. */
export const UPLOADS_PREFIX = '/uploads/';
const AVATAR_FOLDER = 'avatars';
const SAFE_NAME = /^[a-f0-9]{32}-(96|400)\.webp$/;

export const uploadsRoot = (dataDir: string) => path.join(dataDir, 'uploads');

/** DATA_DIR/uploads/avatars, served read-only at /uploads/avatars/<name>. */
export function createFileAvatarStorage(dataDir: string): AvatarStorage {
  const folder = path.join(uploadsRoot(dataDir), AVATAR_FOLDER);
  const prefix = `${UPLOADS_PREFIX}${AVATAR_FOLDER}/`;
  return {
    async save(fileName, bytes) {
      // Names are made by the server (random hex); refuse anything else so no caller can ever
      // write outside the folder.
      if (!SAFE_NAME.test(fileName)) throw new Error(`unsafe avatar file name ${fileName}`);
      await fs.mkdir(folder, { recursive: true });
      await fs.writeFile(path.join(folder, fileName), bytes, { flag: 'wx' });
      return `${prefix}${fileName}`;
    },
    async remove(publicPath) {
      const name = publicPath.startsWith(prefix) ? publicPath.slice(prefix.length) : '';
      if (SAFE_NAME.test(name)) await fs.rm(path.join(folder, name), { force: true });
    },
  };
}

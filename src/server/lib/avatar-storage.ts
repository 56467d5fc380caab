import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded images live (avatars, listing photos). One small interface so object storage (S3,
 * R2, GCS) can replace the local folder without touching the upload flows: `save` returns the path
 * or URL people load the image from, and `remove` takes that same value back.
 */
export interface ImageStorage {
  save(fileName: string, bytes: Buffer): Promise<string>;
  remove(publicPath: string): Promise<void>;
  /** Every stored image with when it was written, for the start-up sweep of orphans. */
  list(): Promise<{ publicPath: string; writtenAt: Date }[]>;
}
export type AvatarStorage = ImageStorage;

/** The URL prefix the uploads plugin serves stored images under (DATA_DIR/uploads or the bucket). */
export const UPLOADS_PREFIX = '/uploads/';
export const AVATAR_FOLDER = 'avatars';
export const LISTING_PHOTO_FOLDER = 'listing-photos';
// 128 random bits, then the rendition's size: unguessable, and never chosen by a client.
const SAFE_NAME = /^[a-f0-9]{32}-\d{2,4}\.webp$/;

/** Names are made by the server (random hex); anything else is refused so no caller can choose where a file goes. */
export function checkImageName(fileName: string): void {
  if (!SAFE_NAME.test(fileName)) throw new Error(`unsafe image file name ${fileName}`);
}

/** The file name a public path of `folderName` ends in, or null when it is not one of ours. */
export function imageNameIn(folderName: string, publicPath: string): string | null {
  const prefix = `${UPLOADS_PREFIX}${folderName}/`;
  const name = publicPath.startsWith(prefix) ? publicPath.slice(prefix.length) : '';
  return SAFE_NAME.test(name) ? name : null;
}

export const uploadsRoot = (dataDir: string) => path.join(dataDir, 'uploads');

/** DATA_DIR/uploads/<folder>, served read-only at /uploads/<folder>/<name>. */
function createFileImageStorage(dataDir: string, folderName: string): ImageStorage {
  const folder = path.join(uploadsRoot(dataDir), folderName);
  const prefix = `${UPLOADS_PREFIX}${folderName}/`;
  return {
    async save(fileName, bytes) {
      checkImageName(fileName);
      await fs.mkdir(folder, { recursive: true });
      await fs.writeFile(path.join(folder, fileName), bytes, { flag: 'wx' });
      return `${prefix}${fileName}`;
    },
    async remove(publicPath) {
      const name = imageNameIn(folderName, publicPath);
      if (name) await fs.rm(path.join(folder, name), { force: true });
    },
    async list() {
      const names = await fs.readdir(folder).catch(() => [] as string[]);
      const images = await Promise.all(
        names
          .filter((name) => SAFE_NAME.test(name))
          .map(async (name) => ({ publicPath: `${prefix}${name}`, writtenAt: (await fs.stat(path.join(folder, name))).mtime })),
      );
      return images;
    },
  };
}

/** DATA_DIR/uploads/avatars and DATA_DIR/uploads/listing-photos, served read-only at /uploads/<folder>/<name>. */
export const createFileImageStorages = (dataDir: string): { avatars: AvatarStorage; listingPhotos: ImageStorage } => ({
  avatars: createFileImageStorage(dataDir, AVATAR_FOLDER),
  listingPhotos: createFileImageStorage(dataDir, LISTING_PHOTO_FOLDER),
});

import type { Config } from '../config';
import { createFileImageStorages, type AvatarStorage, type ImageStorage } from './avatar-storage';
import { checkBucket, createS3Client } from './s3-client';
import { createS3ImageReader, createS3ImageStorages, type ImageReader } from './s3-image-storage';

/** Where this process keeps avatars and listing photos, chosen by the settings. */
export interface ImageStores {
  avatars: AvatarStorage;
  listingPhotos: ImageStorage;
  /** Reads images for /uploads/ from the bucket; null: they are files in DATA_DIR/uploads, served as such. */
  reader: ImageReader | null;
  /** Lets go of the bucket's sockets. */
  close(): void;
}

/**
 * DATA_DIR/uploads by default; with S3_BUCKET, the bucket, which every process shares (a photo
 * uploaded through one is served by all). The bucket is checked before anything uses it: a wrong
 * setting throws ConfigError here, at start.
 */
export async function openImageStores(config: Config): Promise<ImageStores> {
  if (!config.s3) return { ...createFileImageStorages(config.dataDir), reader: null, close: () => undefined };
  const client = createS3Client(config.s3);
  try {
    await checkBucket(client, config.s3);
  } catch (error) {
    client.destroy();
    throw error;
  }
  return { ...createS3ImageStorages(client, config.s3.bucket), reader: createS3ImageReader(client, config.s3.bucket), close: () => client.destroy() };
}

import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, paginateListObjectsV2, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { AVATAR_FOLDER, checkImageName, imageNameIn, LISTING_PHOTO_FOLDER, UPLOADS_PREFIX, type ImageStorage } from './avatar-storage';
import { s3StatusOf } from './s3-client';

/**
 * Images in an S3-compatible bucket, one key per image: `<folder>/<name>`, the public path without
 * its /uploads/ prefix. The public path stays /uploads/<folder>/<name> whatever the storage, so the
 * rows that name images do not depend on where they are kept (moving between a folder and a bucket
 * is a copy), and the server streams them from its own origin (plugins/uploads-from-bucket.ts).
 */
function createS3ImageStorage(client: S3Client, bucket: string, folderName: string): ImageStorage {
  const keyOf = (name: string) => `${folderName}/${name}`;
  return {
    async save(fileName, bytes) {
      checkImageName(fileName);
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: keyOf(fileName), Body: bytes, ContentType: 'image/webp', ContentLength: bytes.length }));
      return `${UPLOADS_PREFIX}${keyOf(fileName)}`;
    },
    async remove(publicPath) {
      const name = imageNameIn(folderName, publicPath);
      // Deleting a key that is not there succeeds, as the folder's rm({ force: true }) does.
      if (name) await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: keyOf(name) }));
    },
    async list() {
      const images: { publicPath: string; writtenAt: Date }[] = [];
      // A page holds at most 1000 keys; the paginator follows the continuation tokens.
      for await (const page of paginateListObjectsV2({ client }, { Bucket: bucket, Prefix: `${folderName}/` })) {
        for (const object of page.Contents ?? []) {
          const publicPath = `${UPLOADS_PREFIX}${object.Key ?? ''}`;
          // Only keys this server writes; anything else someone put in the bucket is left alone.
          if (imageNameIn(folderName, publicPath) && object.LastModified) images.push({ publicPath, writtenAt: object.LastModified });
        }
      }
      return images;
    },
  };
}

export const createS3ImageStorages = (client: S3Client, bucket: string) => ({
  avatars: createS3ImageStorage(client, bucket, AVATAR_FOLDER),
  listingPhotos: createS3ImageStorage(client, bucket, LISTING_PHOTO_FOLDER),
});

type StoredImage = { body: Readable; contentType: string; length: number | undefined; etag: string | undefined; lastModified: Date | undefined };

/**
 * Reads an image for GET /uploads/…: the image, 'not-modified' when the browser's If-None-Match
 * still names it (asked of the bucket, so no body is fetched for nothing), or null when the path
 * is not one of our images or the bucket has no such key.
 */
export type ImageReader = (publicPath: string, ifNoneMatch: string | undefined) => Promise<StoredImage | 'not-modified' | null>;

export function createS3ImageReader(client: S3Client, bucket: string): ImageReader {
  return async (publicPath, ifNoneMatch) => {
    const folder = [AVATAR_FOLDER, LISTING_PHOTO_FOLDER].find((f) => imageNameIn(f, publicPath));
    if (!folder) return null;
    try {
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: publicPath.slice(UPLOADS_PREFIX.length), IfNoneMatch: ifNoneMatch }));
      return {
        body: object.Body as Readable,
        contentType: object.ContentType ?? 'image/webp',
        length: object.ContentLength,
        etag: object.ETag,
        lastModified: object.LastModified,
      };
    } catch (error) {
      const status = s3StatusOf(error);
      if (status === 304) return 'not-modified';
      if (status === 404) return null;
      throw error;
    }
  };
}

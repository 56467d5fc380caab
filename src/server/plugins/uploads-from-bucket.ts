import type { FastifyInstance } from 'fastify';
import { UPLOADS_PREFIX } from '../lib/avatar-storage';
import { HttpError } from '../lib/http-error';
import type { ImageReader } from '../lib/s3-image-storage';

/**
 * GET /uploads/* from the bucket, streamed through the server rather than redirected to presigned
 * bucket URLs: the page keeps one origin (the CSP's img-src stays 'self', no bucket host to allow),
 * the bucket stays private, and the long immutable cache below is not cut short by a presigned
 * URL's expiry. The cost, each image's bytes passing through a process once per browser, is small
 * for WebP renditions of at most 1600 px; a CDN in front of /uploads/ takes it away.
 */
export function serveImagesFromBucket(app: FastifyInstance, read: ImageReader, cacheControl: string): void {
  app.get(`${UPLOADS_PREFIX}*`, async (request, reply) => {
    const path = request.url.split('?')[0]!;
    let image: Awaited<ReturnType<ImageReader>>;
    try {
      image = await read(path, request.headers['if-none-match']);
    } catch (err) {
      request.log.warn({ err }, 'image not read from the bucket');
      throw new HttpError(503, 'Images cannot be loaded right now; try again in a moment');
    }
    if (image === null) return reply.callNotFound();
    reply.header('cache-control', cacheControl);
    if (image === 'not-modified') {
      // The bucket matched the browser's tag; a 304 names it again when it was a single one.
      const tag = request.headers['if-none-match'];
      if (tag && !tag.includes(',')) reply.header('etag', tag);
      return reply.code(304).send();
    }
    reply.header('content-type', image.contentType);
    if (image.length !== undefined) reply.header('content-length', image.length);
    if (image.etag) reply.header('etag', image.etag);
    if (image.lastModified) reply.header('last-modified', image.lastModified.toUTCString());
    return reply.send(image.body);
  });
}

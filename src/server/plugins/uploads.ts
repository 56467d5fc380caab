import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { UPLOADS_PREFIX, uploadsRoot } from '../lib/avatar-storage';
import { HttpError } from '../lib/http-error';
import { serveImagesFromBucket } from './uploads-from-bucket';

// File names are random and never reused (a new photo gets a new name), so a year is safe.
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Multipart bodies passed through unparsed to the upload handlers, and read-only
 * serving of the stored images at /uploads/: DATA_DIR/uploads, or the S3 bucket when S3_BUCKET is
 * set. Only files the server wrote are there, all re-encoded WebP; no directory listing, no index,
 * no dotfiles.
 */
export default fp(
  async (app) => {
    // The body stays a stream: the upload handler reads it with readSingleFile (lib/read-single-file).
    // Only on the upload routes: elsewhere a multipart body would reach a JSON handler as
    // `undefined` (Fastify validates a body only against the schema of its own content type, and
    // JSON routes have none for multipart), which crashed them with a 500.
    app.addContentTypeParser('multipart/form-data', (request, _payload, done) => {
      if (request.routeOptions.config.multipart) done(null);
      else done(new HttpError(415, 'This content type is not accepted; send application/json'));
    });
    // A multipart body is streamed to its handler, never parsed into request.body, so Ajv would
    // judge `undefined` against the contract's form schema. The handler checks the parts itself
    // (one field named file, the size limit, the magic bytes), so the form schema is dropped here.
    app.addHook('onRoute', (route) => {
      const body = (route.schema as { body?: { content?: Record<string, unknown> } } | undefined)?.body;
      const types = body?.content ? Object.keys(body.content) : [];
      if (types.length > 0 && types.every((type) => type === 'multipart/form-data')) {
        delete route.schema!.body;
        route.config = { ...route.config, multipart: true };
      }
    });
    if (app.deps.imageReader) {
      serveImagesFromBucket(app, app.deps.imageReader, IMMUTABLE);
      return;
    }
    const root = uploadsRoot(app.deps.config.dataDir);
    fs.mkdirSync(root, { recursive: true });
    await app.register(fastifyStatic, {
      root,
      prefix: UPLOADS_PREFIX,
      decorateReply: false,
      index: false,
      list: false,
      dotfiles: 'deny',
      cacheControl: false,
      setHeaders: (reply) => void reply.header('cache-control', IMMUTABLE),
    });
  },
  { name: 'uploads', dependencies: ['app-deps'] },
);

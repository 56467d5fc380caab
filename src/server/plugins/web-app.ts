import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { errorBody } from '../lib/http-error';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built SPA from WEB_DIST. Vite names everything under /assets/ by content hash, so
 * those files never change and may be cached for a year; index.html must be revalidated on every
 * load or a deploy would never reach returning visitors. The build writes .br/.gz beside each
 * asset and preCompressed serves them without compressing per request.
 *
 * Unknown paths: /api/... answer 404 in the error shape; any other GET is a client-side route
 * (history fallback) and gets index.html, except a missing /assets/ file, which is a real 404 so
 * a browser never caches HTML as a script.
 */
export default fp(
  async (app) => {
    const root = app.deps.config.webDist;
    const built = fs.existsSync(path.join(root, 'index.html'));

    if (built) {
      await app.register(fastifyStatic, {
        root,
        prefix: '/',
        preCompressed: true,
        cacheControl: false, // set below, per file kind
        index: 'index.html',
        setHeaders: (reply, filePath) => {
          const relative = path.relative(root, filePath).split(path.sep).join('/');
          reply.header('cache-control', relative.startsWith('assets/') ? IMMUTABLE : 'no-cache');
        },
      });
    }

    app.setNotFoundHandler((request, reply) => {
      const url = request.url.split('?')[0];
      if (url === '/api' || url.startsWith('/api/')) {
        return reply.code(404).send(errorBody('There is no such API endpoint'));
      }
      if (!built) {
        return reply
          .code(404)
          .send(errorBody(`The web app is not built: ${root}/index.html is missing. Run npm run build:web.`));
      }
      const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
      if (!isPageRequest || url.startsWith('/assets/')) {
        return reply.code(404).send(errorBody('Not found'));
      }
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    });
  },
  { name: 'web-app', dependencies: ['app-deps'] },
);

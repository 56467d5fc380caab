import fp from 'fastify-plugin';
import { errorBody } from '../lib/http-error';

const CLOSING_MESSAGE = 'The service is unavailable. Please try again shortly';

/**
 * From the moment the app starts closing (SIGTERM, main.ts), a request that still arrives on an
 * open connection is answered 503 with `Connection: close`, so a load balancer moves it to another
 * process. Done here rather than by Fastify's return503OnClosing, whose answer skips the hooks:
 * this one has the error shape and, being registered after security-headers, its headers too.
 */
export default fp(
  async (app) => {
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    app.addHook('onRequest', async (_request, reply) => {
      if (!closing) return;
      return reply.code(503).header('connection', 'close').send(errorBody(CLOSING_MESSAGE));
    });
  },
  { name: 'closing', dependencies: ['security-headers'] },
);

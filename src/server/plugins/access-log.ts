import fp from 'fastify-plugin';
import { routeLabel } from '../lib/route-label';

/**
 * One line per answered request at info (the default level): method, route pattern, status and
 * milliseconds, with the request id pino's request logger binds (reqId). No URL, query string,
 * header or body: those carry guests' names, e-mail addresses, phone numbers, one-time codes and
 * tokens. LOG_LEVEL=warn turns these lines off; debug adds Fastify's own request lines.
 */
export default fp(
  async (app) => {
    // The level is fixed at start: with info off (LOG_LEVEL=warn) no hook runs on every request.
    const { isLevelEnabled } = app.log as { isLevelEnabled?: (level: string) => boolean };
    if (typeof isLevelEnabled === 'function' && !isLevelEnabled.call(app.log, 'info')) return;
    app.addHook('onResponse', (request, reply, done) => {
      const status = reply.statusCode;
      request.log.info({ event: 'request', method: request.method, route: routeLabel(request, status), status, ms: Math.round(reply.elapsedTime * 10) / 10 }, 'request answered');
      done();
    });
  },
  { name: 'access-log' },
);

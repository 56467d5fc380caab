import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error';
import { METRICS_PATH } from '../lib/metrics/metrics';
import { routeLabel } from '../lib/route-label';
import { sameSecret } from '../lib/same-secret';

const BEARER = 'bearer ';
const wrongToken = () => new HttpError(401, 'The metrics token is missing or wrong');

/**
 * GET /metrics in Prometheus's text format, when METRICS=on or METRICS_TOKEN is set (config.ts);
 * otherwise no route and no hook at all, and /metrics answers 404 (plugins/web-app.ts). Not in the
 * OpenAPI contract: it is for the operators' scraper, not for the web app, and its body is
 * Prometheus's format, not JSON.
 */
export default fp(
  async (app) => {
    const { metrics, config } = app.deps;
    if (!metrics || !config.metrics) return;
    const { token } = config.metrics;

    app.addHook('onResponse', (request, reply, done) => {
      const status = reply.statusCode;
      metrics.observeRequest({ method: request.method, route: routeLabel(request, status), status }, reply.elapsedTime / 1000);
      done();
    });

    app.get(METRICS_PATH, async (request, reply) => {
      if (token !== null) {
        const header = request.headers.authorization ?? '';
        const given = header.toLowerCase().startsWith(BEARER) ? header.slice(BEARER.length).trim() : null;
        if (given === null || !sameSecret(given, token)) {
          reply.header('www-authenticate', 'Bearer realm="metrics"');
          throw wrongToken();
        }
      }
      const { contentType, text } = await metrics.scrape();
      return reply.header('cache-control', 'no-store').type(contentType).send(text);
    });
  },
  { name: 'metrics', dependencies: ['app-deps', 'error-shape'] },
);

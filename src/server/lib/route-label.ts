import type { FastifyRequest } from 'fastify';

/**
 * What access logs and metrics call a request: the route pattern it matched
 * ('/api/v1/web/reservations/:code'), never the URL, whose ids, reservation codes and query strings
 * (one-time codes, search text, guests' names) are people's data and would make one metric series
 * per URL. No route matched: a page of the web app (the not-found handler serves them) or an
 * address nothing answers.
 */
export function routeLabel(request: FastifyRequest, status: number): string {
  return request.routeOptions.url ?? (status < 400 ? '(web app page)' : '(no route)');
}

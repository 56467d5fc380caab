import type { FastifyRequest } from 'fastify';

/**
 * Never logged, whatever the level (QUALITY.md: no passwords, OTPs or tokens in logs). Bodies are
 * never logged at all; these are the headers that carry secrets.
 */
export const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-csrf-token"]',
  'res.headers["set-cookie"]',
];

/**
 * The request as logged (at debug level, or in error lines): the path without its query string,
 * because validate-otp carries the code and its key there.
 */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.split('?')[0],
    remoteAddress: request.ip,
  };
}

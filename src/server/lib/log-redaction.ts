import type { FastifyRequest } from 'fastify';
import pino from 'pino';

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

/** The production logger's settings: level, the header redaction and the serialisers below. */
export function loggerOptions(level: string) {
  return { level, redact: REDACT, serializers: { req: serializeRequest, err: serializeError, cause: serializeError } };
}

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

/**
 * A failed statement's parameter values are what people typed (names, addresses, search text), so
 * they stay out of the logs. Drizzle's DrizzleQueryError says them twice: in its message
 * ("Failed query: …\nparams: …", repeated at the top of its stack) and in `params`. The driver's
 * error carries the row in `detail` and `where`, and a data exception (class 22) quotes the value
 * in its message ('invalid input syntax for type integer: "…"'). The SQL text, the SQLSTATE, the
 * constraint, table and column stay: they are what finds the bug.
 */
const VALUE_FIELDS = new Set(['params', 'detail', 'where', 'internalQuery', 'hint']);

type ErrorLike = Error & Record<string, unknown>;
const isErrorLike = (value: unknown): value is ErrorLike => value instanceof Error;
const isStatementError = (error: ErrorLike) => typeof error.query === 'string' && 'params' in error;
const isDriverError = (error: ErrorLike) => typeof error.severity === 'string' && typeof error.code === 'string';

function redactedMessage(error: ErrorLike): string | undefined {
  if (isStatementError(error)) return `Failed query: ${String(error.query)}`;
  if (isDriverError(error) && String(error.code).startsWith('22')) return error.message.split(': "')[0];
  return undefined;
}

/** The error with the values above taken out (a copy; the same error when there is nothing to take). */
export function redactStatementValues(error: unknown, depth = 0): unknown {
  if (!isErrorLike(error) || depth > 5) return error;
  const cause = redactStatementValues(error.cause, depth + 1);
  const message = redactedMessage(error);
  const holdsValues = isStatementError(error) || isDriverError(error);
  if (!holdsValues && cause === error.cause) return error;
  const copy = Object.create(Object.getPrototypeOf(error)) as ErrorLike;
  for (const key of Object.keys(error)) if (!VALUE_FIELDS.has(key)) copy[key] = error[key];
  const newMessage = message ?? error.message;
  Object.defineProperty(copy, 'message', { value: newMessage, enumerable: false, writable: true });
  // The stack begins with "Name: message"; the rest is frames, which hold no values.
  const frames = (error.stack ?? '').split('\n    at ').slice(1);
  const stack = [`${error.name}: ${newMessage}`, ...frames].join('\n    at ');
  Object.defineProperty(copy, 'stack', { value: stack, enumerable: false, writable: true });
  if (cause !== undefined) Object.defineProperty(copy, 'cause', { value: cause, enumerable: false, writable: true });
  return copy;
}

/** pino's `err` serialiser, after redactStatementValues; app.ts uses it for `err` and for `cause` (the job worker logs a job's own failure under that key). */
export function serializeError(error: unknown) {
  return pino.stdSerializers.err(redactStatementValues(error) as Error);
}

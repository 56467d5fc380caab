/**
 * Whether an error means the database cannot serve right now, as opposed to a bug: the connection
 * failed or dropped, the server is shutting down or starting, it has no connection to spare, or it
 * cancelled a statement or a lock wait past the pool's timeouts (open-database.ts). Such a call
 * answers 503 with Retry-After, which clients retry, not 500. Drivers and Drizzle wrap errors, so
 * the whole `cause` chain is read.
 */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);
/** SQLSTATEs: 57P01-03 shutdown and start-up, 53300 too many connections, 57014 statement timeout, 55P03 lock timeout. */
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '57014', '55P03']);
/** node-postgres says these in words only. */
const DRIVER_MESSAGES = [/^Connection terminated/, /timeout exceeded when trying to connect/, /^Client has encountered a connection error/];

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATES.has(code) || code.startsWith('08'))) return true;
    if (DRIVER_MESSAGES.some((pattern) => pattern.test(current.message))) return true;
  }
  return false;
}

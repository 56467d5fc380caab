/**
 * The SQLSTATE of a database error, whichever driver raised it. Drizzle wraps driver errors in
 * DrizzleQueryError with the original as `cause`.
 */
export function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';
/** ON DELETE RESTRICT refused a delete (NO ACTION foreign keys raise 23503 instead). */
export const RESTRICT_VIOLATION = '23001';

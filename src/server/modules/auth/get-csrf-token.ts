import type { SuccessBody } from '../../handler-types';
import { createCsrfToken } from '../../lib/csrf-tokens';

/** A fresh signed CSRF token; the browser keeps it in local storage under `csrfToken`. */
export function getCsrfToken(csrfSecret: string): SuccessBody<'getCsrfToken'> {
  return { data: { csrfToken: createCsrfToken(csrfSecret) } };
}

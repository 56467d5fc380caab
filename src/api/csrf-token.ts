/** The CSRF token travels in this header on every call (spec §7). */
export const CSRF_HEADER = 'X-CSRF-Token';
/** ...and is kept in local storage under this key (spec §3, openapi getCsrfToken). */
export const CSRF_STORAGE_KEY = 'csrfToken';

type TokenStorage = Pick<Storage, 'getItem'>;

/**
 * A reader of the stored CSRF token. The storage is injected so unit tests run without a DOM; by
 * default it is the browser's localStorage, and there is none on the server or in Node tests, in
 * which case no token is sent. A storage that throws (Safari private mode) counts as empty.
 */
export function csrfTokenReader(
  storage: TokenStorage | undefined = globalThis.localStorage,
): () => string | null {
  return () => {
    try {
      return storage?.getItem(CSRF_STORAGE_KEY) ?? null;
    } catch {
      return null;
    }
  };
}

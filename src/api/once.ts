/**
 * A call made once per page load and shared by every caller; forgotten when it fails, so the next
 * caller asks afresh. For reference lists, which change with a release, not while a page is open.
 */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}

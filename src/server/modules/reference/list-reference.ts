import type { ReferenceCache } from './reference-cache';
import type { ReferenceKind, ReferenceLists } from './load-reference-list';

/** One reference list in the contract's `{ data }` envelope, from the in-memory cache. */
export async function listReference<K extends ReferenceKind>(
  cache: ReferenceCache,
  kind: K,
): Promise<{ data: ReferenceLists[K] }> {
  return { data: await cache.get(kind) };
}

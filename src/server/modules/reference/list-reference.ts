import type { FastifyReply } from 'fastify';
import type { Serialized } from '../../handler-types';
import type { ReferenceCache } from './reference-cache';
import type { ReferenceKind, ReferenceLists } from './load-reference-list';

const JSON_TYPE = 'application/json; charset=utf-8';

// The JSON text of each list, made once from the cached list it was built from. A reload or an
// invalidation yields a new list object, so the identity check below is the invalidation: the text
// can never outlive the list it came from.
const texts = new Map<ReferenceKind, { list: unknown; json: string }>();

/**
 * One reference list in the contract's `{ data }` envelope, as JSON text. Serialising the same
 * list on every request cost more than the rest of the route; the text is made by the route's own
 * response serialiser (fast-json-stringify from the contract), so it is exactly
 * what the route would have sent, and Fastify sends a string with a JSON content type as it is.
 */
export async function listReference<K extends ReferenceKind>(
  cache: ReferenceCache,
  kind: K,
  reply: FastifyReply,
): Promise<Serialized<{ data: ReferenceLists[K] }>> {
  const list = await cache.get(kind);
  let entry = texts.get(kind);
  if (entry === undefined || entry.list !== list) {
    // The 200 application/json serialiser, the one Fastify would pick for this answer; it throws
    // if the contract lists none, so a list can never leave unchecked. (reply.serialize cannot be
    // used: it does not look up serialisers keyed by content type, as the contract's are.)
    entry = { list, json: reply.serializeInput({ data: list }, '200', 'application/json') as string };
    texts.set(kind, entry);
  }
  reply.header('content-type', JSON_TYPE);
  return entry.json as Serialized<{ data: ReferenceLists[K] }>;
}

import type { FastifyReply } from 'fastify';
import type { Serialized } from '../../handler-types';
import { PrecompressedJson, sendPrecompressedJson } from '../../lib/precompressed-json';
import type { ReferenceCache } from './reference-cache';
import type { ReferenceKind, ReferenceLists } from './load-reference-list';

// The JSON text of each list (with its compressed forms), made once from the cached list it was
// built from. A reload or an invalidation yields a new list object, so the identity check below is
// the invalidation: the text can never outlive the list it came from.
const texts = new Map<ReferenceKind, { list: unknown; answer: PrecompressedJson }>();

type Answer<K extends ReferenceKind> = Serialized<{ data: ReferenceLists[K] }>;

/** The contract's reference-list operations and the list each answers. */
export const REFERENCE_OPERATIONS = {
  listPropertyTypes: 'propertyTypes',
  listLanguages: 'languages',
  listQuestions: 'questions',
  listAmenitiesWithCategories: 'amenitiesWithCategories',
  listSharedBathroomTypes: 'sharedBathroomTypes',
  listOtherBathroomTypes: 'otherBathroomTypes',
  listBedroomTypes: 'bedroomTypes',
  listUnitCategories: 'unitCategories',
  listHighlights: 'highlights',
  listCancellationPolicies: 'cancellationPolicies',
  listPlans: 'plans',
  listOtherParties: 'otherParties',
} as const satisfies Record<string, ReferenceKind>;

/**
 * One reference list in the contract's `{ data }` envelope, as JSON text. Serialising the same
 * list on every request cost more than the rest of the route; the text is made by the route's own
 * response serialiser (fast-json-stringify from the contract), so it is exactly
 * what the route would have sent, and Fastify sends a string with a JSON content type as it is.
 *
 * Compression is done once per list and coding, at the highest level, not per request
 * (lib/precompressed-json.ts).
 *
 * Synchronous once the list is cached (no promise of its own on the hot path).
 */
export function listReference<K extends ReferenceKind>(
  cache: ReferenceCache,
  kind: K,
  reply: FastifyReply,
): Answer<K> | Promise<Answer<K>> {
  const list = cache.peek(kind);
  if (list === undefined) return cache.get(kind).then((loaded) => answer(kind, loaded, reply));
  return answer(kind, list, reply);
}

function answer<K extends ReferenceKind>(kind: K, list: ReferenceLists[K], reply: FastifyReply): Answer<K> {
  let kept = texts.get(kind);
  if (kept === undefined || kept.list !== list) {
    // The 200 application/json serialiser, the one Fastify would pick for this answer; it throws
    // if the contract lists none, so a list can never leave unchecked. (reply.serialize cannot be
    // used: it does not look up serialisers keyed by content type, as the contract's are.)
    const json = reply.serializeInput({ data: list }, '200', 'application/json') as string;
    kept = { list, answer: new PrecompressedJson(json, 'kept') };
    texts.set(kind, kept);
  }
  // The same serialised answer, possibly compressed. (Serialized is typed as the JSON text; the
  // bytes are that text in the negotiated coding.)
  return sendPrecompressedJson(reply, kept.answer) as Answer<K>;
}

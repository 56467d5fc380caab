import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ReferenceCache } from './reference-cache';
import type { ReferenceKind, ReferenceLists } from './load-reference-list';

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
 * Browsers may keep a public list but ask before each use (no-cache): admins add to some lists
 * (amenity categories), and a host must see an addition at once. Asking is cheap: the answer
 * carries an ETag (@fastify/etag, app.ts), so an unchanged list comes back as a 304 without a body.
 * The lists that need sign-in (plans, cancellation policies, other parties) stay no-store, like
 * every authenticated API answer (QUALITY.md).
 */
const REFERENCE_CACHE_CONTROL = 'no-cache';

/** One reference list in the contract's `{ data }` envelope. */
export async function listReference<K extends ReferenceKind>(cache: ReferenceCache, kind: K, request: FastifyRequest, reply: FastifyReply): Promise<{ data: ReferenceLists[K] }> {
  const data = await cache.get(kind);
  // Only the list itself may be kept: a failure stays no-store like every API answer.
  if ((request.routeOptions.config as { access?: string }).access === 'public') reply.header('cache-control', REFERENCE_CACHE_CONTROL);
  return { data };
}

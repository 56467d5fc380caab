import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import type { AccessClaims } from '../../lib/access-tokens';
import { hasAdminReach } from '../../lib/access-policy';
import type { AppDeps } from '../../types';
import { adminActionsFor } from '../../../shared/listing-moderation';
import { loadListingReferences, planNameOf, type ListingReferences } from './listing-references';
import { findPropertyFor, type Queryable } from './property-access';
import { loadChangeReview, loadPendingChanges } from './pending-changes';
import { loadUnits, toPropertyView, type PropertyView } from './property-view';
import { loadListingPhotos } from '../photos/listing-photo-view';
import { loadModerationHistory, loadModerationNote } from '../moderation/moderation-events';

export interface GetPropertyOptions {
  deps: Pick<AppDeps, 'db' | 'reference'>;
  caller: AccessClaims;
  propertyId: number;
  /**
   * Read inside this transaction instead of the database (answers of a change). Pass `refs` read
   * before the transaction began: on PGlite the transaction holds the one connection, so a
   * reference list read through the database from inside it would wait forever.
   */
  db?: Queryable;
  refs?: ListingReferences;
}

/**
 * One of the caller's properties (admins: any) with its steps and their completion, and the
 * latest moderation note, and its changes waiting for review (before → after). Admins also get the whole moderation history (who, when, why) and the
 * moderation actions its status allows, and whose listing it is (an admin edit names the host);
 * hosts never see who in our team acted.
 */
export async function getProperty({ deps, caller, propertyId, db = deps.db, refs: given }: GetPropertyOptions): Promise<PropertyView> {
  const [row, refs] = await Promise.all([findPropertyFor({ db, caller, propertyId }), given ?? loadListingReferences(deps.reference)]);
  const view = {
    ...toPropertyView(row, await loadUnits(db, row.id), refs, await loadListingPhotos(db, row.id), await loadModerationNote(db, row.id)),
    pendingChanges: await loadPendingChanges(db, row),
    changeReview: await loadChangeReview(db, row.id),
  };
  if (!hasAdminReach(caller)) return view;
  return {
    ...view,
    moderationHistory: await loadModerationHistory(db, row.id, (planId) => planNameOf(refs, planId)),
    allowedModerationActions: adminActionsFor(row.status),
    host: await loadListingHost(db, row.ownerId),
  };
}

/** The owner's name and email for an admin's read. */
async function loadListingHost(db: Queryable, ownerId: number): Promise<NonNullable<PropertyView['host']>> {
  const [owner] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, ownerId))
    .limit(1);
  // The owner is a foreign key, so it exists; an empty record only keeps the type honest.
  if (!owner) return { id: ownerId, name: '', email: '' };
  return { id: owner.id, name: `${owner.firstName} ${owner.lastName}`.trim(), email: owner.email };
}

import { loadModerationNote } from '../moderation/moderation-events';
import { eq } from 'drizzle-orm';
import { listingPhotos, properties } from '../../db/schema/index';
import type { AccessClaims } from '../../lib/access-tokens';
import type { AppDeps } from '../../types';
import { assertEditable } from '../properties/assert-editable';
import { loadListingReferences } from '../properties/listing-references';
import { loadChangeReview, loadPendingChanges } from '../properties/pending-changes';
import { findPropertyFor, type PropertyRow, type Queryable } from '../properties/property-access';
import { loadUnits, toPropertyView, type PropertyView } from '../properties/property-view';
import { versionConflict } from '../properties/save-listing-step';
import { loadListingPhotos, type ListingPhotoRow } from './listing-photo-view';

export interface ChangeListingPhotosOptions {
  deps: Pick<AppDeps, 'db' | 'reference' | 'clock'>;
  caller: AccessClaims;
  propertyId: number;
  /** The version the page last read; undefined only for uploads, which cannot overwrite anything. */
  version: number | undefined;
  /** Makes the change inside the transaction, with the property locked and its photos in order. */
  change: (tx: Queryable, property: PropertyRow, photos: ListingPhotoRow[]) => Promise<void>;
}

/**
 * Every change to a listing's photos goes through here: the property row is locked (so concurrent
 * uploads to one listing queue up and each sees the others' positions), another host's property is
 * a 404, a stale version a 409, a listing the host may not edit in its status a 409
 * (assert-editable.ts); then the change, the version raised by one, and the whole property with
 * its changes waiting for review.
 */
export async function changeListingPhotos({ deps, caller, propertyId, version, change }: ChangeListingPhotosOptions): Promise<PropertyView> {
  const refs = await loadListingReferences(deps.reference);
  return deps.db.transaction(async (tx) => {
    const property = await findPropertyFor({ db: tx, caller, propertyId, forUpdate: true });
    if (version !== undefined && version !== property.version) throw versionConflict();
    assertEditable(caller, property);
    await change(tx, property, await loadListingPhotos(tx, property.id));
    const [saved] = await tx
      .update(properties)
      .set({ version: property.version + 1, updatedAt: deps.clock() })
      .where(eq(properties.id, property.id))
      .returning();
    // As a step save answers: the editor of a live listing keeps showing what waits for review.
    return {
      ...toPropertyView(saved, await loadUnits(tx, property.id), refs, await loadListingPhotos(tx, property.id), await loadModerationNote(tx, property.id)),
      pendingChanges: await loadPendingChanges(tx, saved),
      changeReview: await loadChangeReview(tx, saved.id),
    };
  });
}

/** Writes 0..n-1 positions in the given order, and makes the main photo the first when none is. */
export async function renumberPhotos(tx: Queryable, ordered: ListingPhotoRow[], mainId: number | null): Promise<void> {
  // Positions carry no unique index (a swap would need deferred checks), so plain updates suffice.
  const main = ordered.some((photo) => photo.id === mainId) ? mainId : (ordered[0]?.id ?? null);
  // Clear the old main first: the partial unique index allows one main per property at any time.
  for (const photo of ordered) {
    if (photo.isMain && photo.id !== main) await tx.update(listingPhotos).set({ isMain: false }).where(eq(listingPhotos.id, photo.id));
  }
  for (const [position, photo] of ordered.entries()) {
    const isMain = photo.id === main;
    if (photo.position !== position || photo.isMain !== isMain) {
      await tx.update(listingPhotos).set({ position, isMain }).where(eq(listingPhotos.id, photo.id));
    }
  }
}

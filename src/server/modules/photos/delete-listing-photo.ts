import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import { listingPhotos } from '../../db/schema/index';
import type { AccessClaims } from '../../lib/access-tokens';
import type { AppDeps } from '../../types';
import type { PropertyView } from '../properties/property-view';
import { changeListingPhotos, renumberPhotos } from './change-listing-photos';
import { approvedPhotos, photoNotFound, type ListingPhotoRow } from './listing-photo-view';

export interface DeleteListingPhotoOptions {
  deps: Pick<AppDeps, 'db' | 'reference' | 'clock' | 'listingPhotos'>;
  log: FastifyBaseLogger;
  caller: AccessClaims;
  propertyId: number;
  photoId: number;
  version: number;
}

/**
 * Removes one photo; the rest close up, and when it was the main photo the first remaining one
 * takes over. Its files go once the change is committed (a rolled-back delete keeps them).
 */
export async function deleteListingPhoto({ deps, log, caller, propertyId, photoId, version }: DeleteListingPhotoOptions): Promise<PropertyView> {
  let removed: ListingPhotoRow | undefined;
  const view = await changeListingPhotos({
    deps,
    caller,
    propertyId,
    version,
    change: async (tx, _property, photos) => {
      removed = photos.find((photo) => photo.id === photoId);
      if (!removed) throw photoNotFound();
      await tx.delete(listingPhotos).where(eq(listingPhotos.id, photoId));
      // A photo waiting for review was never among the approved ones: they stay as they are.
      if (removed.waitingForReview) return;
      const main = removed.isMain ? null : (photos.find((photo) => photo.isMain)?.id ?? null);
      await renumberPhotos(
        tx,
        approvedPhotos(photos).filter((photo) => photo.id !== photoId),
        main,
      );
    },
  });
  for (const file of [removed!.largePath, removed!.thumbnailPath]) {
    await deps.listingPhotos.remove(file).catch((err: unknown) => log.warn({ err }, 'listing photo file not removed'));
  }
  return view;
}

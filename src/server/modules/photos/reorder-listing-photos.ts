import type { AccessClaims } from '../../lib/access-tokens';
import { HttpError } from '../../lib/http-error';
import type { AppDeps } from '../../types';
import type { PropertyView } from '../properties/property-view';
import { changeListingPhotos, renumberPhotos } from './change-listing-photos';
import { approvedPhotos } from './listing-photo-view';

export interface ReorderListingPhotosOptions {
  deps: Pick<AppDeps, 'db' | 'reference' | 'clock'>;
  caller: AccessClaims;
  propertyId: number;
  body: { version: number; photoIds: number[] };
}

/**
 * Puts the listing's approved photos in the order given. The list must name every one exactly once (and
 * none waiting for review), so a
 * page that missed an upload from another tab cannot silently push that photo to the end (422).
 */
export async function reorderListingPhotos({ deps, caller, propertyId, body }: ReorderListingPhotosOptions): Promise<PropertyView> {
  return changeListingPhotos({
    deps,
    caller,
    propertyId,
    version: body.version,
    change: async (tx, _property, all) => {
      // Only the approved photos have an order guests see; those waiting for review follow them.
      const photos = approvedPhotos(all);
      const byId = new Map(photos.map((photo) => [photo.id, photo]));
      const ordered = body.photoIds.map((id) => byId.get(id));
      if (ordered.length !== photos.length || ordered.some((photo) => !photo) || new Set(body.photoIds).size !== photos.length) {
        throw HttpError.unprocessable({ photoIds: 'List every photo of the listing once, in the new order' });
      }
      const main = photos.find((photo) => photo.isMain)?.id ?? null;
      await renumberPhotos(tx, ordered as NonNullable<(typeof ordered)[number]>[], main);
    },
  });
}

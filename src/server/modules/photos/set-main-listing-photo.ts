import type { AccessClaims } from '../../lib/access-tokens';
import type { AppDeps } from '../../types';
import type { PropertyView } from '../properties/property-view';
import { changeListingPhotos, renumberPhotos } from './change-listing-photos';
import { approvedPhotos, photoNotFound } from './listing-photo-view';
import { HttpError } from '../../lib/http-error';
import { LIVE_CHANGE_MESSAGES as M } from '../../../shared/live-listing-changes';

export interface SetMainListingPhotoOptions {
  deps: Pick<AppDeps, 'db' | 'reference' | 'clock'>;
  caller: AccessClaims;
  propertyId: number;
  photoId: number;
  version: number;
}

/** Makes one photo the main one; the order stays. A photo of another listing is a 404, one waiting for review a 409. */
export async function setMainListingPhoto({ deps, caller, propertyId, photoId, version }: SetMainListingPhotoOptions): Promise<PropertyView> {
  return changeListingPhotos({
    deps,
    caller,
    propertyId,
    version,
    change: async (tx, _property, photos) => {
      const photo = photos.find((one) => one.id === photoId);
      if (!photo) throw photoNotFound();
      if (photo.waitingForReview) throw new HttpError(409, M.waitingPhotoCannotBeMain);
      await renumberPhotos(tx, approvedPhotos(photos), photoId);
    },
  });
}

import type { AccessClaims } from '../../lib/access-tokens';
import type { AppDeps } from '../../types';
import type { PropertyView } from '../properties/property-view';
import { changeListingPhotos, renumberPhotos } from './change-listing-photos';
import { photoNotFound } from './listing-photo-view';

export interface SetMainListingPhotoOptions {
  deps: Pick<AppDeps, 'db' | 'reference' | 'clock'>;
  caller: AccessClaims;
  propertyId: number;
  photoId: number;
  version: number;
}

/** Makes one photo the main one; the order stays. A photo of another listing is a 404. */
export async function setMainListingPhoto({ deps, caller, propertyId, photoId, version }: SetMainListingPhotoOptions): Promise<PropertyView> {
  return changeListingPhotos({
    deps,
    caller,
    propertyId,
    version,
    change: async (tx, _property, photos) => {
      if (!photos.some((photo) => photo.id === photoId)) throw photoNotFound();
      await renumberPhotos(tx, photos, photoId);
    },
  });
}

/**
 * The photo step's calls (contract: api/v1/web/properties/{propertyId}/photos...). Each resolves
 * with the listing as the server now has it, or throws a CallFailure (a 409 carries httpStatus).
 */
import type { WizardListing } from '../../machines/wizard.machine';
import type { PhotoChange } from '../../machines/photo-uploads.machine';
import { api, sessionForUploads } from '../session/session-api';
import { dataOf } from './data-of';
import { uploadWithProgress } from './upload-with-progress';

const asWizardListing = (listing: unknown): WizardListing => listing as WizardListing;

const UPLOAD_PATH = (propertyId: number) => `/api/v1/web/properties/${propertyId}/photos`;

/** Uploads one photo, reporting bytes sent. */
export async function uploadListingPhoto(
  { propertyId, file, name }: { propertyId: number; file: Blob; name: string },
  onProgress: (sent: number) => void,
  signal: AbortSignal,
): Promise<WizardListing> {
  const form = new FormData();
  form.append('photo', file, name);
  return asWizardListing(await uploadWithProgress({ path: UPLOAD_PATH(propertyId), form, session: sessionForUploads, onProgress, signal }));
}

/** Reorder, choose the main photo or delete, with the listing's version. */
export async function changeListingPhotos(change: PhotoChange): Promise<WizardListing> {
  const { listing } = change;
  const version = listing.version;
  const propertyId = listing.id;
  if (change.kind === 'reorder') {
    return asWizardListing(
      await dataOf(api().PUT('/api/v1/web/properties/{propertyId}/photos/order', { params: { path: { propertyId } }, body: { version, photoIds: change.photoIds } })),
    );
  }
  if (change.kind === 'setMain') {
    return asWizardListing(
      await dataOf(api().PUT('/api/v1/web/properties/{propertyId}/photos/{photoId}/main', { params: { path: { propertyId, photoId: change.photoId } }, body: { version } })),
    );
  }
  return asWizardListing(
    await dataOf(api().DELETE('/api/v1/web/properties/{propertyId}/photos/{photoId}', { params: { path: { propertyId, photoId: change.photoId }, query: { version } } })),
  );
}

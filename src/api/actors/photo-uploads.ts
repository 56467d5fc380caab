import { fromCallback, fromPromise } from 'xstate';
import { failureText, isInterrupted } from '../../../machines/failure-text';
import { photoUploadsMachine, type PhotoUploadsEvent, type UploadRequest } from '../../../machines/photo-uploads.machine';
import { changeListingPhotos, uploadListingPhoto } from '../listing-photo-calls';
import { loadListing } from '../listing-wizard-calls';

/** One upload, reporting bytes sent; stopping the actor cancels it. */
const uploadPhoto = fromCallback<PhotoUploadsEvent, UploadRequest>(({ input, sendBack }) => {
  const controller = new AbortController();
  const { key } = input;
  uploadListingPhoto({ propertyId: input.propertyId, file: input.file as Blob, name: input.name }, (sent) => sendBack({ type: 'upload.progress', key, sent }), controller.signal).then(
    (listing) => sendBack({ type: 'upload.finished', key, listing }),
    (error: unknown) => sendBack({ type: 'upload.failed', key, message: failureText(error), interrupted: isInterrupted(error) }),
  );
  return () => controller.abort();
});

/** The photo step's uploads and changes with their calls. */
export const photoUploadsWithCalls = photoUploadsMachine.provide({
  actors: {
    uploadPhoto,
    changePhotos: fromPromise(({ input }) => changeListingPhotos(input)),
    loadListing: fromPromise(({ input }) => loadListing(input.propertyId)),
  },
});

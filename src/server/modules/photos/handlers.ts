import type { Handlers } from '../../handler-types';
import { deleteListingPhoto } from './delete-listing-photo';
import { reorderListingPhotos } from './reorder-listing-photos';
import { setMainListingPhoto } from './set-main-listing-photo';
import { uploadListingPhoto } from './upload-listing-photo';

export const photoHandlers = {
  uploadListingPhoto: async (request) => ({
    data: await uploadListingPhoto({ deps: request.server.deps, request, log: request.log, caller: request.user!, propertyId: request.params.propertyId }),
  }),
  reorderListingPhotos: async (request) => ({
    data: await reorderListingPhotos({ deps: request.server.deps, caller: request.user!, propertyId: request.params.propertyId, body: request.body }),
  }),
  setMainListingPhoto: async (request) => ({
    data: await setMainListingPhoto({
      deps: request.server.deps,
      caller: request.user!,
      propertyId: request.params.propertyId,
      photoId: request.params.photoId,
      version: request.body.version,
    }),
  }),
  deleteListingPhoto: async (request) => ({
    data: await deleteListingPhoto({
      deps: request.server.deps,
      log: request.log,
      caller: request.user!,
      propertyId: request.params.propertyId,
      photoId: request.params.photoId,
      version: request.query.version,
    }),
  }),
} satisfies Partial<Handlers>;

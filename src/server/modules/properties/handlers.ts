import type { Handlers } from '../../handler-types';
import { checkStarterListing } from './check-starter-listing';
import { createProperty } from './create-property';
import { discardProperty } from './discard-property';
import { getDraftListing } from './get-draft-listing';
import { getProperty } from './get-property';
import { listHostProperties } from './list-host-properties';
import { saveListingStep } from './save-listing-step';
import { submitListing } from './submit-listing';
import { withdrawListing } from './withdraw-listing';

/** A host's listings: the draft, the wizard's steps, submitting and withdrawing. */
export const propertyHandlers = {
  checkStarterListing: async (request) => checkStarterListing(request.server.deps.db, request.user!.id),
  getDraftListing: async (request) => getDraftListing({ db: request.server.deps.db, ownerId: request.user!.id }),
  createProperty: async (request) => ({ data: await createProperty({ deps: request.server.deps, caller: request.user!, body: request.body }) }),
  getProperty: async (request) => ({
    data: await getProperty({ deps: request.server.deps, caller: request.user!, propertyId: request.params.propertyId }),
  }),
  discardProperty: async (request) => {
    const { db, listingPhotos } = request.server.deps;
    await discardProperty({ db, caller: request.user!, propertyId: request.params.propertyId, photos: listingPhotos, log: request.log });
    return { data: null, message: 'The draft listing was discarded' };
  },
  saveListingStep: async (request) => ({
    data: await saveListingStep({
      deps: request.server.deps,
      caller: request.user!,
      propertyId: request.params.propertyId,
      step: request.params.step,
      body: request.body,
    }),
  }),
  submitListing: async (request) => ({
    data: await submitListing({ deps: request.server.deps, caller: request.user!, propertyId: request.params.propertyId, version: request.body.version }),
    message: 'Your listing was submitted for review',
  }),
  withdrawListing: async (request) => ({
    data: await withdrawListing({ deps: request.server.deps, caller: request.user!, propertyId: request.params.propertyId }),
    message: 'Your listing was withdrawn from review. It is a draft again: submit it when you are ready.',
  }),
  listHostProperties: async (request) => {
    // The contract marks the query optional, so its type is unknown here; Ajv has checked it.
    const query = (request.query ?? {}) as { limit?: number; offset?: number };
    return { data: await listHostProperties({ deps: request.server.deps, ownerId: request.user!.id, limit: query.limit, offset: query.offset }) };
  },
} satisfies Partial<Handlers>;

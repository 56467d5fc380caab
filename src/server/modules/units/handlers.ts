import type { Handlers } from '../../handler-types';
import { createAccommodationUnit } from './create-accommodation-unit';
import { deleteAccommodationUnit } from './delete-accommodation-unit';
import { updateAccommodationUnit } from './update-accommodation-unit';

export const unitHandlers = {
  createAccommodationUnit: async (request) => ({
    data: await createAccommodationUnit({ deps: request.server.deps, caller: request.user!, propertyId: request.params.propertyId, body: request.body }),
  }),
  updateAccommodationUnit: async (request) => ({
    data: await updateAccommodationUnit({ deps: request.server.deps, caller: request.user!, unitId: request.params.id, body: request.body }),
  }),
  deleteAccommodationUnit: async (request) =>
    deleteAccommodationUnit({
      db: request.server.deps.db,
      clock: request.server.deps.clock,
      caller: request.user!,
      unitId: request.params.id,
      // The contract marks the query optional, so its type is unknown here; Ajv has checked it.
      version: (request.query as { version?: number } | undefined)?.version,
    }),
} satisfies Partial<Handlers>;

import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Handlers } from '../../handler-types';
import { createAmenityCategory } from './create-amenity-category';
import { listReference, REFERENCE_OPERATIONS } from './list-reference';

// Each reference list answers the same way (list-reference.ts).
const listHandlers = Object.fromEntries(
  Object.entries(REFERENCE_OPERATIONS).map(([operationId, kind]) => [operationId, (request: FastifyRequest, reply: FastifyReply) => listReference(request.server.deps.reference, kind, request, reply)]),
) as Pick<Handlers, keyof typeof REFERENCE_OPERATIONS>;

/** The reference lists, and the one an admin adds to (amenity categories). */
export const referenceHandlers = {
  ...listHandlers,
  createAmenityCategory: async (request) => {
    const data = await createAmenityCategory({ db: request.server.deps.db, body: request.body });
    return { message: 'The amenity category was added', data };
  },
} satisfies Partial<Handlers>;

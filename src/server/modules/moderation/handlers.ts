import type { FastifyRequest } from 'fastify';
import type { Handlers } from '../../handler-types';
import type { AdminStatusAction, HostStatusAction } from '../../../shared/listing-moderation';
import { changeListingPlan } from './change-listing-plan';
import { moderateListing } from './moderate-listing';
import { pauseListing } from './pause-listing';
import { reviewListingChanges } from './review-listing-changes';

/** The handler of one of our team's status actions on a listing (approve, reject, …). */
const moderate =
  (action: AdminStatusAction) =>
  async (request: FastifyRequest<{ Params: { propertyId: number }; Body: unknown }>) =>
    moderateListing({
      deps: request.server.deps,
      caller: request.user!,
      propertyId: request.params.propertyId,
      action,
      reason: (request.body as { reason?: unknown } | undefined)?.reason,
    });

/** The handler of the host's pause or resume. */
const pause = (action: HostStatusAction) => async (request: FastifyRequest<{ Params: { propertyId: number } }>) =>
  pauseListing({ deps: request.server.deps, caller: request.user!, propertyId: request.params.propertyId, action });

/** A listing's status and plan: our team's decisions, and the host's pause. */
export const moderationHandlers = {
  approveListing: moderate('approve'),
  rejectListing: moderate('reject'),
  suspendListing: moderate('suspend'),
  unsuspendListing: moderate('unsuspend'),
  changeListingPlan: async (request) =>
    changeListingPlan({ deps: request.server.deps, caller: request.user!, propertyId: request.params.propertyId, body: request.body }),
  approveListingChanges: async (request) =>
    reviewListingChanges({
      deps: request.server.deps,
      log: request.log,
      caller: request.user!,
      propertyId: request.params.propertyId,
      decision: 'approve',
      reason: (request.body as { reason?: unknown } | undefined)?.reason,
    }),
  rejectListingChanges: async (request) =>
    reviewListingChanges({
      deps: request.server.deps,
      log: request.log,
      caller: request.user!,
      propertyId: request.params.propertyId,
      decision: 'reject',
      reason: (request.body as { reason?: unknown } | undefined)?.reason,
    }),
  unlistListing: pause('unlist'),
  relistListing: pause('relist'),
} satisfies Partial<Handlers>;

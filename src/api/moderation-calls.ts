/**
 * The moderation calls (issue 8): our team's actions on a listing and the host's pause and resume.
 * Each resolves with the listing as it is now, or throws a CallFailure (as machines expect).
 */
import type { ModerationRequest, Property } from '../../machines/moderation.machine';
import { api } from '../session/session-api';
import { dataOf } from './data-of';

export function runModeration({ propertyId, action, reason, planId }: ModerationRequest): Promise<Property> {
  const path = { params: { path: { propertyId } } };
  switch (action) {
    case 'approve':
      return dataOf(api().POST('/api/v1/web/admin/properties/{propertyId}/approve', path));
    case 'reject':
      return dataOf(api().POST('/api/v1/web/admin/properties/{propertyId}/reject', { ...path, body: { reason: reason ?? '' } }));
    case 'suspend':
      return dataOf(api().POST('/api/v1/web/admin/properties/{propertyId}/suspend', { ...path, body: { reason: reason ?? '' } }));
    case 'unsuspend':
      return dataOf(api().POST('/api/v1/web/admin/properties/{propertyId}/unsuspend', path));
    case 'change_plan':
      return dataOf(api().PUT('/api/v1/web/admin/properties/{propertyId}/plan', { ...path, body: { planId: planId!, note: reason } }));
    case 'unlist':
      return dataOf(api().POST('/api/v1/web/properties/{propertyId}/unlist', path));
    case 'relist':
      return dataOf(api().POST('/api/v1/web/properties/{propertyId}/relist', path));
    case 'approve_changes':
      return dataOf(api().POST('/api/v1/web/admin/properties/{propertyId}/changes/approve', reason?.trim() ? { ...path, body: { reason } } : path));
    case 'reject_changes':
      return dataOf(api().POST('/api/v1/web/admin/properties/{propertyId}/changes/reject', { ...path, body: { reason: reason ?? '' } }));
  }
}

/** The listing as it is now (after a stale action): admins get its history and allowed actions. */
export const readListing = (propertyId: number): Promise<Property> =>
  dataOf(api().GET('/api/v1/web/properties/{propertyId}', { params: { path: { propertyId } } }));

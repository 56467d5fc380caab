import type { Access } from '../types';
import type { AccessClaims } from './access-tokens';
import { forbidden, type HttpError, twoStepRequired } from './http-error';

/**
 * Who may do what, in one place (issue 20): every route's access check and every module that
 * widens or narrows what a caller sees ask these functions, never `role === 'ADMIN'` on their own.
 *
 * - A host reaches their own listings, stays, calendars, feeds and earnings.
 * - An admin reaches every host's, but only in a session that passed two-step verification
 *   (a code at sign-in, or the code that turned it on in this session). An admin session without
 *   it has no admin reach at all: it may use the account routes (`x-access: account`: who am I,
 *   profile, booking alerts, two-step set-up) and is refused with TWO_STEP_REQUIRED everywhere
 *   else, so the app sends them to /profile to set it up.
 */
export function hasAdminReach(caller: AccessClaims): boolean {
  return caller.role === 'ADMIN' && caller.twoStep;
}

/** The owner whose rows the caller is limited to, or null for "every host's" (an admin with reach). */
export function ownerScopeOf(caller: AccessClaims): number | null {
  return hasAdminReach(caller) ? null : caller.id;
}

/** Why a signed-in caller may not use a route of this access level, or null when they may. */
export function refusalFor(caller: AccessClaims, access: Exclude<Access, 'public' | 'channel'>): HttpError | null {
  if (access === 'account') return null;
  const adminWithoutTwoStep = caller.role === 'ADMIN' && !caller.twoStep;
  if (access === 'admin') {
    if (caller.role !== 'ADMIN') return forbidden();
    return adminWithoutTwoStep ? twoStepRequired() : null;
  }
  // 'signed-in': a host's own work, or an admin's reach over it.
  return adminWithoutTwoStep ? twoStepRequired() : null;
}

import type { SignedInSession } from './session.machine';

/**
 * Where a fresh sign-in lands: the first-time reset, then an admin without two-step verification
 * on /profile to set it up (the admin tools refuse them until then), the admin's listings, or the
 * host's dashboard.
 */
export function landingFor(session: Pick<SignedInSession, 'user'>): string {
  if (session.user.mustResetPassword === true) return '/reset-password';
  if (session.user.role.guard === 'ADMIN') return session.user.twoStepEnabled === false ? '/profile' : '/admin-property-listings';
  return '/dashboard';
}

import type { components } from '../../openapi/schema';

/** The stored user of spec §3 (the contract's User). */
export type SessionUser = components['schemas']['User'];

/** Spec §6: "Admin (role guard ADMIN; everything else is non-admin)". */
export const isAdminUser = (user: SessionUser | null | undefined): boolean => user?.role.guard === 'ADMIN';

/** What the shell renders from the session: signed in or not, the user, and whether their profile is complete. */
export type SessionView = { signedIn: boolean; user: SessionUser | null; isProfileCompleted: boolean };

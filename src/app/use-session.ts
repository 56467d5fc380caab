/**
 * What the shell renders from the session: signed in or not, the user, and whether their profile
 * is complete. React's own useSyncExternalStore reads it, which keeps @xstate/react off the first load.
 */
import { useSyncExternalStore } from 'react';
import { isAdminUser, type SessionUser } from '../../machines/session-user';
import { sessionStore, type SessionView as StoreView } from './session-store';

export type StoredUser = SessionUser;
/** What the navbar and the screens get: the user (null when signed out) and profile completeness. */
export type SessionView = Omit<StoreView, 'signedIn'>;

export const isAdmin = isAdminUser;

/**
 * The server snapshot is the signed-out view: the build prerenders / and /login signed out, so a
 * hydrating page starts from that shape (as its HTML has it) and React re-renders it at once with
 * the session the cookies hold. A page rendered in the browser from scratch never reads it.
 */
const SIGNED_OUT: StoreView = { signedIn: false, user: null, isProfileCompleted: false };
const signedOut = () => SIGNED_OUT;

export function useSessionView(): StoreView {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getView, signedOut);
}

/**
 * What the shell renders from the session: signed in or not, the user, and whether their profile
 * is complete. React's own useSyncExternalStore reads it, which keeps @xstate/react off the first load.
 */
import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';
import { isAdminUser, type SessionUser, type SessionView as StoreView } from '../shared/session-user';
import { useRenderedSession } from './rendered-session';
import { sessionStore } from './session-store';
import { isHydratedPage } from './use-hydrated';

export type StoredUser = SessionUser;
/** What the navbar and the screens get: the user (null when signed out) and profile completeness. */
export type SessionView = Omit<StoreView, 'signedIn'>;

export const isAdmin = isAdminUser;

/**
 * The server snapshot is the view the page's HTML was rendered with: signed out for / and /login,
 * which the build prerenders, or the signed-in session a page rendered per request carries
 * (rendered-session.tsx). A hydrating page starts from it, as its HTML has it, and React re-renders
 * it at once with the session the cookies hold. A page rendered in the browser from scratch never
 * reads it.
 */
const SIGNED_OUT: StoreView = { signedIn: false, user: null, isProfileCompleted: false };

export function useSessionView(): StoreView {
  const rendered = useRenderedSession() ?? SIGNED_OUT;
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getView, () => rendered);
}

/**
 * The layout's session view. On a hydrated page it starts from the view the HTML was rendered with, and
 * takes every change in a transition: a synchronous update reaching a Suspense boundary that has not
 * hydrated yet (the screen and the footer wait for their code) makes React throw its HTML away and
 * render it afresh, showing the loading state in between. A transition waits for hydration instead.
 * A page rendered in the browser from scratch reads the store directly (the choice never changes
 * while the app runs, so the hooks called stay the same).
 */
export function useLayoutSessionView(): StoreView {
  // Always the same hook for a given page: whether it was hydrated is fixed for the app's lifetime.
  return isHydratedPage() ? useSessionViewInTransitions() : useSessionView();
}

function useSessionViewInTransitions(): StoreView {
  const rendered = useRenderedSession() ?? SIGNED_OUT;
  const [view, setView] = useState(rendered);
  useEffect(() => {
    const update = () => startTransition(() => setView(sessionStore.getView()));
    const unsubscribe = sessionStore.subscribe(update);
    update();
    return unsubscribe;
  }, []);
  return view;
}

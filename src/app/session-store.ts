/**
 * What the shell needs from the session on the first paint, without loading the session machine:
 * a peek at the cookies. The machine (app-session.ts, with its effects) loads right after start in
 * its own chunk and from then on is the only source; the peek only bridges those first
 * milliseconds, so the landing page's first load stays small.
 */
import type { AppSession } from './app-session';
import { browserCookieJar } from '../session/session-cookies';
import { readStoredSession } from '../shared/session-cookies';
import type { SessionView } from '../shared/session-user';

type Navigate = (to: string) => void;

const listeners = new Set<() => void>();
let actor: AppSession | null = null;
let loading: Promise<AppSession> | null = null;
let view: SessionView | null = null;

let navigateTo: Navigate = (to) => window.location.assign(to);
let redirectTarget: string | null = null;

/** Where the session's redirects go; the layout registers the router's navigate. */
export const sessionNavigator: Navigate = (to) => {
  redirectTarget = to;
  navigateTo(to);
};
export function setSessionNavigator(navigate: Navigate): void {
  navigateTo = navigate;
}

/**
 * True while a redirect the session asked for (logout → /, expiry → /login) has not landed yet, so
 * the layout does not send the page it is leaving to /login on its own meanwhile.
 */
export function sessionIsRedirecting(currentPath: string): boolean {
  if (redirectTarget === null) return false;
  if (redirectTarget === currentPath) redirectTarget = null;
  return redirectTarget !== null;
}

function peek(): SessionView {
  const stored = readStoredSession(browserCookieJar());
  // Mirrors the machine's first decision until it is running.
  return { signedIn: Boolean(stored.accessToken) || stored.user !== null, user: stored.user, isProfileCompleted: stored.isProfileCompleted };
}

function fromActor(session: AppSession): SessionView {
  const snapshot = session.getSnapshot();
  const signedIn = snapshot.matches({ account: 'signedIn' });
  return { signedIn, user: signedIn ? snapshot.context.user : null, isProfileCompleted: snapshot.context.isProfileCompleted };
}

const changed = () => {
  view = actor ? fromActor(actor) : peek();
  for (const listener of listeners) listener();
};

/** The session actor, loading and starting it on first call. */
function loadSession(): Promise<AppSession> {
  loading ??= import('./app-session').then(({ appSession }) => {
    actor = appSession();
    actor.subscribe(changed);
    changed();
    return actor;
  });
  return loading;
}

/** Tests: forget the actor so the next use reads the cookies afresh. */
export async function resetSessionStore(): Promise<void> {
  const { restartAppSession } = await import('./app-session');
  restartAppSession();
  actor = null;
  loading = null;
  view = null;
}

export const sessionStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    void loadSession();
    return () => void listeners.delete(listener);
  },
  getView(): SessionView {
    view ??= actor ? fromActor(actor) : peek();
    return view;
  },
};

/** Sends an event to the session once it is running. */
export function sendToSession(event: Parameters<AppSession['send']>[0]): void {
  void loadSession().then((session) => session.send(event));
}

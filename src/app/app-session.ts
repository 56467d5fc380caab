/**
 * The app's one session actor. Its effects are supplied here with .provide(): cookies through the
 * cookie adapter, storage, toasts and navigation directly, and the calls through a module that is
 * imported on first use (src/session/session-api.ts), which keeps the API client off the first load.
 */
import { createActor, fromPromise, type Actor } from 'xstate';
import { isAdminUser, sessionMachine } from '../../machines/session.machine';
import { browserCookieJar } from '../session/session-cookies';
import { readStoredSession } from '../shared/session-cookies';
import { clearHostSessionCookies, clearSessionCookies, writeSessionCookies } from '../session/session-cookie-writer';
import { clearSavedDraft } from '../session/saved-draft';
import { CSRF_STORAGE_KEY } from '../api/csrf-token';
import { SHARED_COOKIE_DOMAIN } from './config';
import { actorOptions } from './inspect';
import { notifyError } from './notify';
import { sessionNavigator } from './session-store';

export type AppSession = Actor<typeof sessionMachine>;

type Navigate = (to: string) => void;

let actor: AppSession | null = null;
const navigator: Navigate = (to) => sessionNavigator(to);

const sessionApi = () =>
  import('../session/session-api').then((module) => {
    module.bindSession(appSession(), navigator);
    return module;
  });

const localStores = (): (Storage | undefined)[] => {
  try {
    return [localStorage, sessionStorage];
  } catch {
    return [];
  }
};

function createAppSession(): AppSession {
  const jar = browserCookieJar();
  const machine = sessionMachine.provide({
    actors: {
      fetchCurrentUser: fromPromise(async () => (await sessionApi()).fetchCurrentUser()),
      renewToken: fromPromise(async () => (await sessionApi()).renewToken()),
      logout: fromPromise(async () => (await sessionApi()).logout()),
      fetchCsrfToken: fromPromise(async () => (await sessionApi()).fetchCsrfToken()),
    },
    actions: {
      storeSession: (_, params) => writeSessionCookies(jar, SHARED_COOKIE_DOMAIN, params),
      clearSession: () => clearSessionCookies(jar, SHARED_COOKIE_DOMAIN),
      clearSavedDraft: () => clearSavedDraft(localStores()),
      storeCsrfToken: (_, { token }) => {
        try {
          localStorage.setItem(CSRF_STORAGE_KEY, token);
        } catch {
          // Without storage no token is sent and the server refuses state changes with a clear error.
        }
      },
      toastError: (_, { message }) => void notifyError(message),
      navigate: (_, { to }) => navigator(to),
    },
  });
  return createActor(machine, { ...actorOptions(), input: readStoredSession(jar) });
}

/** The started session actor (created on first use). */
export function appSession(): AppSession {
  if (!actor) {
    actor = createAppSession();
    actor.start();
  }
  return actor;
}

/** Stops the session so the next use reads the cookies afresh (tests; a full sign-out elsewhere). */
export function restartAppSession(): void {
  actor?.stop();
  actor = null;
}

/** Drops the draft-listing marker and the selected plan id. */
export const clearLocalDraft = (): void => clearSavedDraft(localStores());

/** This host's copies of the session cookies (the admin panel's live on the shared domain). */
export const clearHostSession = (): void => clearHostSessionCookies(browserCookieJar(), SHARED_COOKIE_DOMAIN);

/** Let the session read the cookies again and settle; resolves who is signed in, if anyone. */
export async function recheckSession(): Promise<'admin' | 'host' | null> {
  const session = appSession();
  session.send({ type: 'session.restore', stored: readStoredSession(browserCookieJar()) });
  const { waitFor } = await import('xstate');
  const settled = await waitFor(session, (snapshot) => !snapshot.hasTag('verifying'));
  if (!settled.matches({ account: 'signedIn' })) return null;
  return isAdminUser(settled.context.user) ? 'admin' : 'host';
}

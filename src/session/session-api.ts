/**
 * The API client as the signed-in app uses it, wired to the session actor: the bearer token comes
 * from the session, a 401 asks the session to renew (the client retries once), and a failed
 * renewal or a 403 is reported to the session, which clears and redirects. A 403 about the CSRF
 * token first refetches the token (through the session) and replays the call once.
 *
 * Loaded on demand: the session machine's effects import it when they first need the network, so
 * openapi-fetch stays off the landing page's first load.
 */
import { waitFor, type Actor } from 'xstate';
import type { components } from '../../openapi/schema';
import type { SignedInSession, sessionMachine } from '../../machines/session.machine';
import { createApiClient, type ApiClient } from '../api/client';
import { CSRF_HEADER, CSRF_STORAGE_KEY } from '../api/csrf-token';
import { dataOf } from '../api/data-of';
import type { UploadSession } from '../api/upload-with-progress';

type SessionActor = Actor<typeof sessionMachine>;

let session: SessionActor | null = null;
let goTo: (to: string) => void = (to) => window.location.assign(to);
let client: ApiClient | null = null;
let markBound: () => void = () => undefined;
const sessionBound = new Promise<void>((resolve) => {
  markBound = resolve;
});

/** Called once by the app when this module loads. */
export function bindSession(actor: SessionActor, navigate: (to: string) => void): void {
  session = actor;
  goTo = navigate;
  markBound();
}

/**
 * A screen can load (and call) before the app has bound the session actor, which also loads on
 * demand; such a call would leave without its bearer token, get a 401 and end the session. It
 * waits for the binding instead (at most a few seconds), then gets the token it missed.
 */
async function withSession(request: Request): Promise<Request> {
  if (session) return request;
  await Promise.race([sessionBound, new Promise((resolve) => setTimeout(resolve, 5000))]);
  const token = (session as SessionActor | null)?.getSnapshot().context.accessToken;
  if (token && !request.headers.has('Authorization')) request.headers.set('Authorization', `Bearer ${token}`);
  return request;
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

async function isCsrfRefusal(response: Response): Promise<boolean> {
  if (response.status !== 403) return false;
  try {
    return /csrf/i.test(await response.clone().text());
  } catch {
    return false;
  }
}

/**
 * A 401 is dropped unread by the client middleware when it renews and replays the call; an unread
 * body keeps the request open in the browser (devtools and "network idle" never see it end). Error
 * bodies are small, so a 401's is read here and handed on as a finished copy.
 */
async function settled(response: Response): Promise<Response> {
  if (response.status !== 401) return response;
  const body = await response.arrayBuffer();
  return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
}

/** fetch with one CSRF retry: a refused token is refetched through the session and the call replayed. */
async function fetchWithCsrfRetry(pending: Request): Promise<Response> {
  const request = await withSession(pending);
  const replay = UNSAFE.has(request.method) ? request.clone() : null;
  const response = await settled(await fetch(request));
  if (!replay || !session || !(await isCsrfRefusal(response))) return response;
  // The refused answer is not used; end it so the request does not stay open.
  await response.body?.cancel().catch(() => undefined);
  session.send({ type: 'session.csrfRejected' });
  await waitFor(session, (snapshot) => !snapshot.matches({ csrf: 'fetching' }));
  const token = readCsrfToken();
  if (token) replay.headers.set(CSRF_HEADER, token);
  return fetch(replay);
}

function readCsrfToken(): string | null {
  try {
    return localStorage.getItem(CSRF_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * The one token renewal of the app: the client's 401 handling, the uploads and the two-step
 * settings all come here. The session machine makes the call, and while it is `renewing` it takes
 * no second `session.renew`, so callers that ask at once wait for the same renewal (a refresh
 * token used twice revokes the whole family on the server). Resolves true when a new token is ready.
 */
export async function renewSession(): Promise<boolean> {
  if (!session?.getSnapshot().matches({ account: 'signedIn' })) return false;
  session.send({ type: 'session.renew' });
  const settled = await waitFor(session, (snapshot) => !snapshot.hasTag('renewing'));
  return settled.matches({ account: 'signedIn' });
}

/**
 * For the one kind of call fetch cannot make (an upload that reports its progress goes through
 * XMLHttpRequest): the bearer token and CSRF header the client's middleware would add, and the
 * same renewal a 401 gets there.
 */
export const sessionForUploads: UploadSession = {
  async headers(): Promise<Record<string, string>> {
    if (!session) await Promise.race([sessionBound, new Promise((resolve) => setTimeout(resolve, 5000))]);
    const token = session?.getSnapshot().context.accessToken;
    const csrf = readCsrfToken();
    return { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(csrf ? { [CSRF_HEADER]: csrf } : {}) };
  },
  renew: renewSession,
  /** A 403 about the CSRF token: refetch it through the session, as the client does. */
  async refreshCsrf(): Promise<void> {
    if (!session) return;
    session.send({ type: 'session.csrfRejected' });
    await waitFor(session, (snapshot) => !snapshot.matches({ csrf: 'fetching' }));
  },
  expired: () => session?.send({ type: 'session.expired' }),
};

/** The signed-in app's client (one per page). */
export function api(): ApiClient {
  client ??= createApiClient({
    fetch: fetchWithCsrfRetry,
    getAccessToken: () => session?.getSnapshot().context.accessToken,
    getCsrfToken: readCsrfToken,
    renewToken: renewSession,
    onSessionExpired: () => session?.send({ type: 'session.expired' }),
    onUnauthenticated: () => session?.send({ type: 'session.unauthenticated' }),
    onTwoStepRequired: () => goTo('/profile'),
    onNotFound: () => goTo('/not-found'),
  });
  return client;
}

// --- The session machine's effects ---------------------------------------------------------

/** @public Called by app-session.ts through the module it imports on first use. */
export const fetchCurrentUser = () => dataOf(api().GET('/api/v1/auth/me'));

/** @public Called by app-session.ts through the module it imports on first use. */
export const renewToken = (): Promise<SignedInSession> =>
  dataOf(api().POST('/api/v1/auth/token/renew', { credentials: 'include' }));

/** @public Called by app-session.ts through the module it imports on first use. */
export const logout = async (): Promise<void> => {
  await dataOf(api().POST('/api/v1/auth/logout', { credentials: 'include' }));
};

/** @public Called by app-session.ts through the module it imports on first use. */
export const fetchCsrfToken = async (): Promise<string> =>
  (await dataOf(api().GET('/api/v1/auth/csrf-token'))).csrfToken;

// --- Account flows -------------------------------------------------------------------------

export type SignUpBody = components['schemas']['SignUpBody'];
export type ProfileUpdate = components['schemas']['ProfileUpdate'];
export type OtpPurpose = components['schemas']['OtpPurpose'];

/** A session, or (two-step verification on) the challenge to send with the code. */
export type SignInAnswer = SignedInSession | TwoStepChallenge;
type TwoStepChallenge = { twoStepChallenge: string; expiresIn: number };

export const signInEmail = (body: { email: string; password: string }): Promise<SignInAnswer> =>
  dataOf(api().POST('/api/v1/web/auth/sign-in/email', { body, credentials: 'include' }));

export const verifyTwoStepSignIn = (body: { challenge: string; code: string }): Promise<SignedInSession> =>
  dataOf(api().POST('/api/v1/web/auth/sign-in/two-step', { body, credentials: 'include' }));

export const getTwoStep = () => dataOf(api().GET('/api/v1/auth/two-step'));
export const startTwoStepSetup = () => dataOf(api().POST('/api/v1/auth/two-step/setup'));
export const enableTwoStep = (body: { code: string; currentPassword?: string }) => dataOf(api().POST('/api/v1/auth/two-step/enable', { body }));
export const disableTwoStep = async (body: { code?: string; currentPassword?: string }) => {
  await dataOf(api().POST('/api/v1/auth/two-step/disable', { body }));
};

/**
 * After turning two-step verification on or off: a renewed access token carries the change (the
 * admin tools need it), and the session's user shows it.
 */
export async function refreshSessionAfterTwoStep(): Promise<void> {
  await renewSession();
}

export const listSignInProviders = async () => dataOf(api().GET('/api/v1/auth/providers'));

export const signInWithIdToken = (
  provider: 'google' | 'facebook' | 'apple',
  idToken: string,
  names: { firstName?: string; lastName?: string } = {},
): Promise<SignInAnswer> => {
  // Apple shares the name only on the first sign-in; the server keeps it if it passes the name rule.
  const body = { idToken, ...names };
  const call =
    provider === 'google'
      ? api().POST('/api/v1/web/auth/sign-in/google', { body, credentials: 'include' })
      : provider === 'facebook'
        ? api().POST('/api/v1/web/auth/sign-in/facebook', { body, credentials: 'include' })
        : api().POST('/api/v1/web/auth/sign-in/apple', { body, credentials: 'include' });
  return dataOf(call);
};

export const signUpEmail = (body: SignUpBody) =>
  dataOf(api().POST('/api/v1/web/auth/sign-up/email', { body }));

export const sendOtp = (query: { email: string; sendOTPType: OtpPurpose; firstName?: string; lastName?: string; key?: string }) =>
  dataOf(api().PATCH('/api/v1/auth/send-otp', { params: { query } }));

export const validateOtp = (query: { key: string; otp: string }) =>
  dataOf(api().POST('/api/v1/auth/validate-otp', { params: { query }, credentials: 'include' }));

export const updatePassword = async (body: { password: string; resetKey?: string; currentPassword?: string }) => {
  await dataOf(api().PUT('/api/v1/auth/password', { body, credentials: 'include' }));
};

export const getProfile = () => dataOf(api().GET('/api/v1/web/profile'));

export const updateProfile = (body: ProfileUpdate) => dataOf(api().PUT('/api/v1/web/profile', { body }));


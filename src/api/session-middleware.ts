import type { Middleware } from 'openapi-fetch';
import { CSRF_HEADER } from './csrf-token';

/** The token-renewal call of openapi/portal.yaml (operation renewToken). */
const RENEW_TOKEN_PATH = '/api/v1/auth/token/renew';

/**
 * Calls made without a session, where a 401 means "wrong credentials" or "refresh token no good",
 * not "your session expired". For them no renewal is tried and onSessionExpired is not called;
 * renewing on the renewal call itself would also wait on its own promise forever.
 */
export const SESSIONLESS_PATHS: readonly string[] = [
  RENEW_TOKEN_PATH,
  '/api/v1/web/auth/sign-in/email',
  '/api/v1/web/auth/sign-in/google',
  '/api/v1/web/auth/sign-in/facebook',
  '/api/v1/web/auth/sign-in/apple',
  '/api/v1/web/auth/sign-up/email',
  '/api/v1/web/auth/sign-in/two-step',
];

export interface SessionHooks {
  /** The current access token, or null/undefined when signed out. */
  getAccessToken?: () => string | null | undefined;
  /** The CSRF token (see csrf-token.ts for the local-storage reader). */
  getCsrfToken?: () => string | null | undefined;
  /** A 401 that renewal could not cure: the app toasts 'Your session expired! Please login again..'. */
  onSessionExpired?: () => void;
  /** A 403: the app clears the session and goes to /login. */
  onUnauthenticated?: () => void;
  /**
   * A 403 with code TWO_STEP_REQUIRED (an admin tool, an admin without two-step verification):
   * not a sign-out; the app goes to /profile to set it up.
   */
  onTwoStepRequired?: () => void;
  /** A 404: the app goes to /not-found. */
  onNotFound?: () => void;
  /**
   * Renews the access token (e.g. POST /api/v1/auth/token/renew with the refresh cookie) and
   * stores it where getAccessToken reads it. Resolves true when a new token is ready. Several calls
   * can fail with 401 at once, so it must share one renewal between them (session-api.ts's
   * renewSession does): a refresh token used twice revokes the whole family on the server.
   */
  renewToken?: () => Promise<boolean>;
}

/** A renewal that threw is a renewal that failed: the call keeps its 401. */
const renewed = (renew: () => Promise<boolean>) => renew().catch(() => false);

function setSessionHeaders(request: Request, hooks: SessionHooks): void {
  const accessToken = hooks.getAccessToken?.();
  // A caller that set its own Authorization (the basic-auth calls of spec §6) keeps it.
  if (accessToken && !request.headers.has('Authorization')) {
    request.headers.set('Authorization', `Bearer ${accessToken}`);
  }
  const csrfToken = hooks.getCsrfToken?.();
  if (csrfToken) request.headers.set(CSRF_HEADER, csrfToken);
}

/**
 * True when the session already holds another token than the one this call left with: a renewal
 * finished while it was on its way, so a retry with
 * the current token is all it needs; renewing again would only rotate the refresh token twice.
 */
function tokenChangedSince(request: Request, hooks: SessionHooks): boolean {
  const current = hooks.getAccessToken?.();
  const sent = request.headers.get('Authorization');
  // A call that left without a token (or whose token was added later, after this copy) proves
  // nothing about the session's token: renew as usual.
  if (!current || !sent) return false;
  return sent !== `Bearer ${current}`;
}

/** A 403 whose body says TWO_STEP_REQUIRED (read from a copy; the caller still reads the original). */
async function isTwoStepRequired(response: Response): Promise<boolean> {
  try {
    const body = (await response.clone().json()) as { error?: { code?: unknown } };
    return body?.error?.code === 'TWO_STEP_REQUIRED';
  } catch {
    return false;
  }
}

/**
 * Cross-cutting session handling for every call: bearer token and CSRF header on the way out;
 * on the way back, 401 → renew once and replay the call once, 403 and 404 → tell the app.
 * The mapping to messages is not done here but in throw-on-failure.ts; this middleware's
 * onResponse runs first, so the failure judged there is the answer after renewal.
 */
export function createSessionMiddleware(hooks: SessionHooks): Middleware {
  // A copy of each request that may need replaying, taken before fetch consumes its body.
  const replays = new Map<string, Request>();
  const reportNavigation = async (response: Response) => {
    if (response.status === 403) {
      if (await isTwoStepRequired(response)) hooks.onTwoStepRequired?.();
      else hooks.onUnauthenticated?.();
    }
    if (response.status === 404) hooks.onNotFound?.();
  };

  return {
    onRequest({ request, schemaPath, id }) {
      setSessionHeaders(request, hooks);
      if (hooks.renewToken && !SESSIONLESS_PATHS.includes(schemaPath)) {
        replays.set(id, request.clone());
      }
      return request;
    },

    async onResponse({ response, schemaPath, id, options }) {
      const replay = replays.get(id);
      replays.delete(id);
      if (response.status !== 401) {
        await reportNavigation(response);
        return response;
      }
      if (SESSIONLESS_PATHS.includes(schemaPath)) return response;
      if (replay && hooks.renewToken && (tokenChangedSince(replay, hooks) || (await renewed(hooks.renewToken)))) {
        const retry = new Request(replay);
        // The bearer token that was refused is replaced by the renewed one; basic auth is kept.
        if (retry.headers.get('Authorization')?.startsWith('Bearer ')) {
          retry.headers.delete('Authorization');
        }
        setSessionHeaders(retry, hooks);
        const retried = await options.fetch(retry);
        if (retried.status !== 401) {
          await reportNavigation(retried);
          return retried;
        }
        hooks.onSessionExpired?.();
        return retried;
      }
      hooks.onSessionExpired?.();
      return response;
    },

    onError({ id }) {
      replays.delete(id);
    },
  };
}

/**
 * Sign in with Apple JS in popup mode: `AppleID.auth.signIn()` answers with the ID token, and on
 * the very first sign-in only, the person's name (Apple never sends it again, so it goes to the
 * server with the token).
 */
import { cancelled, notCompleted, popupBlocked, randomToken, unreachable, type ProviderToken } from './common';

export const APPLE_JS_SRC = 'https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/en_US/appleid.auth.js';

export type AppleSignInResult = {
  authorization?: { id_token?: string; code?: string; state?: string };
  user?: { email?: string; name?: { firstName?: string; lastName?: string } };
};
type AppleAuthApi = {
  init(options: { clientId: string; scope: string; redirectURI: string; usePopup: boolean; nonce: string; state: string }): void;
  signIn(): Promise<AppleSignInResult>;
};
export type AppleWindow = { AppleID?: { auth?: AppleAuthApi }; location: { origin: string } };

export type AppleHost = { window: AppleWindow; loadScript: (src: string) => Promise<void>; random?: () => string };

const CANCEL_CODES = new Set(['popup_closed_by_user', 'user_cancelled_authorize', 'user_trigger_new_signin_flow']);

export async function appleIdToken(clientId: string, host: AppleHost): Promise<ProviderToken> {
  try {
    await host.loadScript(APPLE_JS_SRC);
  } catch {
    throw unreachable('apple');
  }
  const auth = host.window.AppleID?.auth;
  if (!auth) throw unreachable('apple');
  const random = host.random ?? randomToken;
  const state = random();
  auth.init({ clientId, scope: 'name email', redirectURI: `${host.window.location.origin}/login`, usePopup: true, nonce: random(), state });
  let result: AppleSignInResult;
  try {
    result = await auth.signIn();
  } catch (error) {
    const code = typeof error === 'object' && error !== null ? (error as { error?: unknown }).error : undefined;
    if (typeof code === 'string' && CANCEL_CODES.has(code)) throw cancelled('apple');
    if (code === 'popup_blocked_by_browser') throw popupBlocked('apple');
    throw notCompleted('apple');
  }
  const idToken = result?.authorization?.id_token;
  if (!idToken || result.authorization?.state !== state) throw notCompleted('apple');
  const name = result.user?.name;
  return {
    idToken,
    ...(name?.firstName ? { firstName: name.firstName } : {}),
    ...(name?.lastName ? { lastName: name.lastName } : {}),
  };
}

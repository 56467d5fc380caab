/**
 * Social sign-in: get an ID token from the provider's own sign-in, then exchange it at
 * POST /api/v1/web/auth/sign-in/{provider}. The buttons only show for providers the server lists
 * (GET /api/v1/auth/providers).
 *
 * NOT FINISHED: obtaining the ID token needs each provider's browser SDK (Google Identity Services,
 * Facebook Limited Login, Sign in with Apple JS), loaded from the provider's origin, which the CSP
 * must allow. Until `obtainProviderIdToken` is written the button answers with a clear message.
 */
import type { SignInProvider } from '../../../machines/sign-in.machine';
import type { SignedInSession } from '../../../machines/session.machine';
import * as sessionApi from '../../session/session-api';

const NAMES = { google: 'Google', facebook: 'Facebook', apple: 'Apple' } as const;

/** The hook to fill in: resolve with the provider's ID token for this client id. */
export async function obtainProviderIdToken(provider: SignInProvider): Promise<string> {
  throw { message: `Sign-in with ${NAMES[provider.provider]} is not available yet. Please use your email and password.` };
}

export async function signInWithProvider(provider: SignInProvider): Promise<SignedInSession> {
  const idToken = await obtainProviderIdToken(provider);
  return sessionApi.signInWithIdToken(provider.provider, idToken);
}

/**
 * Social sign-in: get an ID token from the provider's own sign-in, then exchange it at
 * POST /api/v1/web/auth/sign-in/{provider}. The buttons only show for providers the server lists
 * (GET /api/v1/auth/providers), and the server's CSP allows exactly those providers' origins.
 *
 * Google Identity Services and Sign in with Apple JS load from the provider on the first click;
 * Facebook uses its OpenID Connect dialog in a popup (no SDK). The sign-in machine reaches all of
 * this through its `signInWithProvider` actor (login-screen.tsx).
 */
import type { SignInProvider } from '../../../machines/sign-in.machine';
import * as sessionApi from '../../session/session-api';
import { appleIdToken, type AppleWindow } from './providers/apple';
import type { ProviderToken } from './providers/common';
import { completeProviderPopup, facebookIdToken, type Channel, type FacebookWindow, type PopupWindow } from './providers/facebook';
import { googleIdToken, type GoogleWindow } from './providers/google';
import { showGoogleButton } from './providers/google-popover';
import { loadScript } from './providers/load-script';

const openChannel =
  typeof BroadcastChannel === 'function' ? (name: string) => new BroadcastChannel(name) as unknown as Channel : undefined;

/** The provider's ID token (and, from Apple's first sign-in, the person's name). */
async function obtainProviderIdToken({ provider, clientId }: SignInProvider): Promise<ProviderToken> {
  switch (provider) {
    case 'google':
      return { idToken: await googleIdToken(clientId, { window: window as unknown as GoogleWindow, loadScript, showButton: showGoogleButton }) };
    case 'apple':
      return appleIdToken(clientId, { window: window as unknown as AppleWindow, loadScript });
    case 'facebook':
      return { idToken: await facebookIdToken(clientId, { window: window as unknown as FacebookWindow, openChannel }) };
  }
}

export async function signInWithProvider(provider: SignInProvider): Promise<sessionApi.SignInAnswer> {
  const { idToken, ...names } = await obtainProviderIdToken(provider);
  return sessionApi.signInWithIdToken(provider.provider, idToken, names);
}

/** True when this page is Facebook's popup coming back to /login; it hands over and closes. */
export const finishProviderPopup = (): boolean =>
  typeof window !== 'undefined' && completeProviderPopup(window as unknown as PopupWindow, openChannel);

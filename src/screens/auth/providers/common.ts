/** Shared by the provider sign-ins: names, random nonces/states and the messages people see. */
export type ProviderName = 'google' | 'facebook' | 'apple';

const PROVIDER_TITLES: Record<ProviderName, string> = { google: 'Google', facebook: 'Facebook', apple: 'Apple' };

/** What the provider step answers: the ID token, plus the names Apple shares on the first sign-in. */
export type ProviderToken = { idToken: string; firstName?: string; lastName?: string };

/** 32 random bytes as base64url (43 characters): a fresh nonce or state for each attempt. */
export function randomToken(crypto: Pick<Crypto, 'getRandomValues'> = globalThis.crypto): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Failures are `{ message }`, which the sign-in machine shows as they are (failureText). */
const failure = (message: string) => ({ message });

export const cancelled = (provider: ProviderName) =>
  failure(`Sign-in with ${PROVIDER_TITLES[provider]} was cancelled. You can try again or use your email and password.`);

export const unreachable = (provider: ProviderName) =>
  failure(`Could not reach ${PROVIDER_TITLES[provider]}. Check your connection and try again.`);

export const popupBlocked = (provider: ProviderName) =>
  failure(`Your browser blocked the ${PROVIDER_TITLES[provider]} sign-in window. Allow pop-ups for this site and try again.`);

export const notCompleted = (provider: ProviderName) =>
  failure(`Sign-in with ${PROVIDER_TITLES[provider]} did not complete. Please try again or use your email and password.`);

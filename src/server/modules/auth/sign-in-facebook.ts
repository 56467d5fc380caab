import type { SuccessBody } from '../../handler-types';
import { signInWithProvider, type SignInWithProviderOptions } from './sign-in-with-provider';

/** Facebook sign-in: the shared flow with Facebook's issuer, key set and client id (id-token-verifiers.ts). */
export function signInFacebook(options: Omit<SignInWithProviderOptions, 'provider'>): Promise<SuccessBody<'signInFacebook'>> {
  return signInWithProvider({ ...options, provider: 'facebook' });
}

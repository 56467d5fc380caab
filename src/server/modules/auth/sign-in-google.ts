import type { SuccessBody } from '../../handler-types';
import { signInWithProvider, type SignInWithProviderOptions } from './sign-in-with-provider';

/** Google sign-in: the shared flow with Google's issuer, key set and client id (id-token-verifiers.ts). */
export function signInGoogle(options: Omit<SignInWithProviderOptions, 'provider'>): Promise<SuccessBody<'signInGoogle'>> {
  return signInWithProvider({ ...options, provider: 'google' });
}

import type { SuccessBody } from '../../handler-types';
import { signInWithProvider, type SignInWithProviderOptions } from './sign-in-with-provider';

/** Apple sign-in: the shared flow with Apple's issuer, key set and client id (id-token-verifiers.ts). */
export function signInApple(options: Omit<SignInWithProviderOptions, 'provider'>): Promise<SuccessBody<'signInApple'>> {
  return signInWithProvider({ ...options, provider: 'apple' });
}

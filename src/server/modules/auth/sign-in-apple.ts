import type { Config } from '../../config';
import type { SuccessBody } from '../../handler-types';
import { notAvailableYet, providerNotConfigured } from './not-available-yet';

// Verifying the provider's ID token (JWKS signature, issuer, audience, expiry) arrives with the
// accounts issue; an unconfigured provider says so, as the login page hides its button then.
export async function signInApple(config: Config): Promise<SuccessBody<'signInApple'>> {
  if (!config.appleClientId) throw providerNotConfigured('Apple');
  throw notAvailableYet();
}

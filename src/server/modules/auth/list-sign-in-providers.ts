import type { SuccessBody } from '../../handler-types';
import type { IdTokenVerifiers } from './id-token-verifiers';

/** Which social buttons the login page shows, with the client ids their SDKs need. */
export function listSignInProviders(idTokens: IdTokenVerifiers): SuccessBody<'listSignInProviders'> {
  return { data: idTokens.configured() };
}

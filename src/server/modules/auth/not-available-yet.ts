import { HttpError } from '../../lib/http-error';

/** Flows the accounts issue builds; until then they say so plainly (501, the error shape). */
export const notAvailableYet = () => new HttpError(501, 'This is not available yet');

/** A social sign-in whose client id is not configured on this server. */
export const providerNotConfigured = (provider: 'Google' | 'Facebook' | 'Apple') =>
  new HttpError(501, `${provider} sign-in is not configured on this server`);

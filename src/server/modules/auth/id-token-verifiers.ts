import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createLocalJWKSet, createRemoteJWKSet, errors, jwtVerify, type JSONWebKeySet, type JWTPayload } from 'jose';
import type { Config } from '../../config';
import { HttpError } from '../../lib/http-error';

export type Provider = 'google' | 'facebook' | 'apple';
export const PROVIDER_NAMES: Record<Provider, string> = { google: 'Google', facebook: 'Facebook', apple: 'Apple' };

export interface VerifiedIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

export interface IdTokenVerifiers {
  /** The providers with a client id, for the login page's buttons. */
  configured(): { provider: Provider; clientId: string }[];
  /** Signature (provider's key set), issuer, audience (our client id) and expiry; or 401/501. */
  verify(provider: Provider, idToken: string): Promise<VerifiedIdentity>;
}

interface ProviderSetup {
  clientId: string | null;
  issuers: string[];
  jwksUrl: string;
  /** Whether the token says if the email was confirmed, and how. */
  emailVerified: (payload: JWTPayload) => boolean;
}

function setups(config: Config): Record<Provider, ProviderSetup> {
  return {
    google: {
      clientId: config.googleClientId,
      issuers: ['https://accounts.google.com', 'accounts.google.com'],
      jwksUrl: config.googleJwksUrl,
      emailVerified: (p) => p.email_verified === true,
    },
    // Limited Login tokens carry no email_verified: Facebook only shares an address its owner has
    // confirmed, so a present email counts as confirmed.
    facebook: {
      clientId: config.facebookAppId,
      issuers: ['https://www.facebook.com', 'https://limited.facebook.com'],
      jwksUrl: config.facebookJwksUrl,
      emailVerified: (p) => typeof p.email === 'string',
    },
    // Apple sends the flag as a string in older tokens.
    apple: {
      clientId: config.appleClientId,
      issuers: ['https://appleid.apple.com'],
      jwksUrl: config.appleJwksUrl,
      emailVerified: (p) => p.email_verified === true || p.email_verified === 'true',
    },
  };
}

type KeySet = Parameters<typeof jwtVerify>[1];

/** A remote key set (fetched, cached and refreshed by jose) or, for tests, a key-set file. */
function keySetFor(url: string): KeySet {
  if (url.startsWith('file:')) {
    const jwks = JSON.parse(fs.readFileSync(fileURLToPath(url), 'utf8')) as JSONWebKeySet;
    return createLocalJWKSet(jwks) as KeySet;
  }
  return createRemoteJWKSet(new URL(url), { timeoutDuration: 5000 }) as KeySet;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim().slice(0, 60) : '');

export function createIdTokenVerifiers(config: Config): IdTokenVerifiers {
  const all = setups(config);
  const keySets = new Map<Provider, KeySet>();
  return {
    configured: () =>
      (Object.keys(all) as Provider[]).flatMap((provider) => {
        const clientId = all[provider].clientId;
        return clientId ? [{ provider, clientId }] : [];
      }),
    async verify(provider, idToken) {
      const setup = all[provider];
      if (!setup.clientId) throw new HttpError(501, `${PROVIDER_NAMES[provider]} sign-in is not configured on this server`);
      let keySet = keySets.get(provider);
      if (!keySet) keySets.set(provider, (keySet = keySetFor(setup.jwksUrl)));
      try {
        const { payload } = await jwtVerify(idToken, keySet, {
          issuer: setup.issuers,
          audience: setup.clientId,
          algorithms: ['RS256', 'ES256'],
          requiredClaims: ['sub', 'exp', 'iat'],
          clockTolerance: 30,
        });
        return {
          subject: String(payload.sub),
          email: typeof payload.email === 'string' ? payload.email.trim() : null,
          emailVerified: setup.emailVerified(payload),
          firstName: text(payload.given_name),
          lastName: text(payload.family_name),
        };
      } catch (error) {
        // Any failure (bad signature, wrong issuer or audience, expired, unreachable key set) is
        // "not signed in"; the reason goes to the log for us, not to the caller.
        const reason = error instanceof errors.JOSEError ? error.code : 'ERR_UNEXPECTED';
        throw Object.assign(new HttpError(401, `We could not confirm your ${PROVIDER_NAMES[provider]} sign-in. Please try again`), { reason });
      }
    },
  };
}

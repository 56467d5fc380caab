import { createHash, timingSafeEqual } from 'node:crypto';
import type { onRequestHookHandler } from 'fastify';
import type { Config } from '../config';
import { HttpError } from './http-error';

const BASIC = /^Basic\s+([A-Za-z0-9+/=]+)$/i;

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

const channelNotConfigured = () =>
  new HttpError(503, 'The channel API is not configured on this server (set CHANNEL_API_USER and CHANNEL_API_PASSWORD)');
const wrongCredentials = () => new HttpError(401, 'The channel credentials are missing or wrong');

/**
 * The onRequest check of channel routes: HTTP Basic equal to the configured credential. Both sides
 * are hashed first so the constant-time comparison works on equal lengths and leaks nothing about
 * the length of the secret. No credential configured: 503, so a deployment that forgot it learns
 * why at once instead of seeing the guest site's calls "fail to sign in".
 */
export function channelCredentialCheck(credential: Config['channelApi']): onRequestHookHandler {
  const expected = credential ? digest(`${credential.user}:${credential.password}`) : null;
  return (request, reply, done) => {
    if (!expected) return done(channelNotConfigured());
    const match = BASIC.exec(request.headers.authorization ?? '');
    const given = match ? digest(Buffer.from(match[1], 'base64').toString('utf8')) : null;
    if (!given || !timingSafeEqual(given, expected)) {
      reply.header('www-authenticate', 'Basic realm="channel", charset="UTF-8"');
      return done(wrongCredentials());
    }
    done();
  };
}

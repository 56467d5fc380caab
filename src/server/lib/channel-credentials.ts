import type { onRequestHookHandler } from 'fastify';
import type { Config } from '../config';
import { HttpError } from './http-error';
import { sameSecret } from './same-secret';

const BASIC = /^Basic\s+([A-Za-z0-9+/=]+)$/i;

const channelNotConfigured = () =>
  new HttpError(503, 'The channel API is not configured on this server (set CHANNEL_API_USER and CHANNEL_API_PASSWORD)');
const wrongCredentials = () => new HttpError(401, 'The channel credentials are missing or wrong');

/**
 * The onRequest check of channel routes: HTTP Basic equal to the configured credential, compared
 * in constant time (sameSecret). No credential configured: 503, so a deployment that forgot it learns
 * why at once instead of seeing the guest site's calls "fail to sign in".
 */
export function channelCredentialCheck(credential: Config['channelApi']): onRequestHookHandler {
  const expected = credential ? `${credential.user}:${credential.password}` : null;
  return (request, reply, done) => {
    if (!expected) return done(channelNotConfigured());
    const match = BASIC.exec(request.headers.authorization ?? '');
    const given = match ? Buffer.from(match[1], 'base64').toString('utf8') : null;
    if (given === null || !sameSecret(given, expected)) {
      reply.header('www-authenticate', 'Basic realm="channel", charset="UTF-8"');
      return done(wrongCredentials());
    }
    done();
  };
}

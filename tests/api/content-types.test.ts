import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorShape } from './helpers/expect-error-shape';
import { fillPath, loadOperations } from './helpers/contract-operations';
import { channelAuth, CHANNEL_ENV } from './helpers/reservations';
import { buildTestApp, type TestApp, type TestUser } from './helpers/test-app';

/**
 * Only JSON is parsed, and multipart only where the contract takes an upload. A multipart body on a
 * JSON route used to reach its handler as `undefined` (Fastify validates a body against its own
 * content type's schema, and JSON routes have none for multipart) and crash it with a 500.
 */
let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await buildTestApp({ env: CHANNEL_ENV });
  admin = await t.createUser({ role: 'ADMIN' });
});
afterAll(() => t.close());

const BOUNDARY = 'content-type-test';
const MULTIPART = {
  contentType: `multipart/form-data; boundary=${BOUNDARY}`,
  payload: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="name"\r\n\r\nKamal\r\n--${BOUNDARY}--\r\n`,
};
const OTHER_TYPES = ['application/x-www-form-urlencoded', 'text/plain', 'application/xml', 'text/csv', 'application/octet-stream'];

const callerHeaders = (url: string) => (url.startsWith('/api/v1/channel/') ? { ...channelAuth(), 'idempotency-key': 'content-type-key' } : t.authFor(admin));
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const jsonRoutes = loadOperations().filter((op) => UNSAFE.has(op.method) && !op.multipart);

describe('content types the API does not take', () => {
  for (const op of jsonRoutes) {
    it(`${op.id}: answers a multipart body with 415 in the error shape`, async () => {
      const url = fillPath(op.path, op.parameters.filter((p) => p.in === 'path'));
      const response = await t.inject({ method: op.method as 'POST', url, headers: { ...callerHeaders(url), 'content-type': MULTIPART.contentType }, payload: MULTIPART.payload });
      const body = expectErrorShape(response, 415);
      expect(body.message).toBe('This content type is not accepted; send application/json');
    });
  }

  it('answers other non-JSON content types with 415 on a JSON route', async () => {
    for (const type of OTHER_TYPES) {
      const response = await t.inject({ method: 'PUT', url: '/api/v1/web/profile', headers: { ...t.authFor(admin), 'content-type': type }, payload: 'firstName=Kamal' });
      expectErrorShape(response, 415);
    }
  });

  it('still takes a photo upload as multipart', async () => {
    // No file part: the upload handler itself answers (400), the parser no longer refuses it.
    const response = await t.inject({ method: 'POST', url: '/api/v1/web/profile/avatar', headers: { ...t.authFor(admin), 'content-type': MULTIPART.contentType }, payload: MULTIPART.payload });
    expectErrorShape(response, 400);
  });
});

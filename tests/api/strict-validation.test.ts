import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorShape } from './helpers/expect-error-shape';
import { buildTestApp, type TestApp, type TestUser } from './helpers/test-app';

let t: TestApp;
let host: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  host = await t.createUser();
});
afterAll(() => t.close());

const validInquiry = () => ({
  planId: 2,
  name: 'Kamala Subramaniam',
  email: 'kamala@example.lk',
  contactNo: '771234567',
  countryCode: '+94',
  location: 'Jaffna',
  links: [],
  propertyTypeId: 3,
  description: 'Two apartments near the fort.',
  customerId: 0,
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...t.authFor(host), ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

describe('strict request validation', () => {
  it('refuses an unknown body field instead of stripping it', async () => {
    const body = expectErrorShape(await post('/api/v1/web/inquiries', { ...validInquiry(), role: 'ADMIN' }), 400);
    expect(body.message).toEqual({ role: 'role is not an accepted field' });
    expect(body.error.fields).toEqual({ role: 'role is not an accepted field' });
  });

  it('refuses the string "5" where the contract wants an integer', async () => {
    const body = expectErrorShape(await post('/api/v1/web/inquiries', { ...validInquiry(), planId: '2' }), 400);
    expect(Object.keys(body.message as object)).toEqual(['planId']);
  });

  it('names a missing required field', async () => {
    const { email: _omit, ...rest } = validInquiry();
    const body = expectErrorShape(await post('/api/v1/web/inquiries', rest), 400);
    expect(body.message).toEqual({ email: 'email is required' });
  });

  it('answers malformed JSON with 400', async () => {
    const body = expectErrorShape(await post('/api/v1/web/inquiries', '{"planId": 2,'), 400);
    expect(body.message).toBe('The request body is not valid JSON');
  });

  it('refuses prototype poisoning with 400', async () => {
    expectErrorShape(await post('/api/v1/web/inquiries', '{"__proto__": {"admin": true}}'), 400);
  });

  it('refuses a body that is not JSON with 415', async () => {
    expectErrorShape(await post('/api/v1/web/inquiries', 'name=x', { 'content-type': 'text/plain' }), 415);
  });

  it('refuses a body over the limit with 413', async () => {
    const huge = JSON.stringify({ ...validInquiry(), description: 'x'.repeat(1024 * 1024 + 10) });
    expectErrorShape(await post('/api/v1/web/inquiries', huge), 413);
  });

  it('refuses a non-numeric path id with 400 and a sentence, not the validator text', async () => {
    const response = await t.inject({ method: 'DELETE', url: '/api/v1/web/accommodation-units/abc', headers: t.authFor(host) });
    expect(expectErrorShape(response, 400).message).toBe('The address is not valid');
    for (const url of ['/api/v1/web/properties/abc', '/api/v1/web/reservations/abc']) {
      const body = expectErrorShape(await t.inject({ method: 'GET', url, headers: t.authFor(host) }), 400);
      expect(body.message).toBe('The address is not valid');
      expect(body.error.error_message).toBe('The address is not valid');
    }
  });

  it('accepts a body-less DELETE sent with a JSON content type', async () => {
    const response = await t.inject({
      method: 'DELETE',
      url: '/api/v1/web/accommodation-units/999999',
      headers: { 'content-type': 'application/json', ...t.authFor(host) },
    });
    expectErrorShape(response, 404);
  });

  it('answers an unknown API path with 404 JSON in the error shape', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      expectErrorShape(await t.inject({ method, url: '/api/v1/no-such-thing' }), 404);
    }
  });

  it('answers a method the path does not support with the error shape', async () => {
    const response = await t.inject({ method: 'PUT', url: '/api/v1/property-types' });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expectErrorShape(response, response.statusCode);
  });
});

import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelAuth, CHANNEL_ENV } from './helpers/reservations';
import { buildTestApp, type TestApp, type TestUser } from './helpers/test-app';
import { brokenConstraint, invalidBodies, invalidPathValue, malformedJson, type Schema } from './fuzz/invalid-inputs';
import { fillPath, loadOperations, type Parameter } from './helpers/contract-operations';

/**
 * Every operation of the contract gets generated invalid bodies, path parameters and query strings.
 * Each must be answered 4xx — never 5xx — in the error shape, with no stack trace in the body.
 * Requests are sent as an administrator with a valid CSRF token (t.inject adds it to unsafe
 * methods) so the access and CSRF checks let them reach validation.
 */
const RUNS = 25;
const STACK_TRACE = /\bat \S+ \(|\bat .+:\d+:\d+|node_modules|\.ts:\d+/;

/** A plausible value for a query parameter, so that one broken parameter is the only problem. */
function plausible(schema: Schema): string {
  if (schema.enum) return String(schema.enum[0]);
  if (schema.pattern === '^[0-9]{6}$') return '123456';
  if (schema.format === 'date') return '2026-01-01';
  return 'kamal@example.lk'.padEnd(schema.minLength ?? 0, 'x');
}

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await buildTestApp({ env: CHANNEL_ENV });
  admin = await t.createUser({ role: 'ADMIN' });
});
afterAll(() => t?.close());

/** Channel routes take the guest site's Basic credential and an idempotency key instead of a person's token. */
const CHANNEL_PREFIX = '/api/v1/channel/';
const callerHeaders = (url: string) => (url.startsWith(CHANNEL_PREFIX) ? { ...channelAuth(), 'idempotency-key': 'fuzz-key' } : t.authFor(admin));

async function send(method: string, url: string, payload?: string) {
  const response = await t.inject({
    method: method as 'GET',
    url,
    headers: { ...callerHeaders(url), ...(payload !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(payload !== undefined ? { payload } : {}),
  });
  return response;
}

function expectRefused(response: Awaited<ReturnType<typeof send>>, what: string) {
  expect(response.statusCode, `${what} → ${response.statusCode} ${response.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
  expect(response.statusCode, `${what} → ${response.body.slice(0, 200)}`).toBeLessThan(500);
  expect(response.body).not.toMatch(STACK_TRACE);
  const body = response.json();
  expect(typeof body.error?.error_message, what).toBe('string');
  expect(body).not.toHaveProperty('stack');
}

describe('fuzzing every operation with invalid input', () => {
  for (const op of loadOperations()) {
    const pathParams = op.parameters.filter((p) => p.in === 'path');
    const queryParams = op.parameters.filter((p) => p.in === 'query');
    const url = (query = '') => fillPath(op.path, pathParams) + query;

    if (op.body) {
      it(`${op.id}: refuses generated invalid bodies`, async () => {
        await fc.assert(
          fc.asyncProperty(invalidBodies(op.body!), async ({ why, body }) => {
            expectRefused(await send(op.method, url(validQuery(queryParams)), JSON.stringify(body)), `${op.id} body ${why}`);
          }),
          { numRuns: RUNS * 2 },
        );
      });

      it(`${op.id}: refuses malformed JSON`, async () => {
        await fc.assert(
          fc.asyncProperty(malformedJson, async (text) => {
            expectRefused(await send(op.method, url(validQuery(queryParams)), text), `${op.id} malformed ${JSON.stringify(text)}`);
          }),
          { numRuns: 8 },
        );
      });
    }

    if (op.multipart) {
      it(`${op.id}: refuses malformed multipart bodies`, async () => {
        // The parts are only read once the path names something that exists (a listing of the caller).
        const target = pathParams.some((p) => p.name === 'propertyId') ? await ownListing() : { id: 1, user: admin };
        const targetUrl = fillPath(op.path, pathParams, ['propertyId', String(target.id)]);
        await fc.assert(
          fc.asyncProperty(malformedMultipart, async ({ why, contentType, payload }) => {
            const response = await t.inject({ method: op.method as 'POST', url: targetUrl, headers: { ...t.authFor(target.user), ...(contentType ? { 'content-type': contentType } : {}) }, payload });
            expectRefused(response, `${op.id} multipart ${why}`);
          }),
          { numRuns: RUNS },
        );
      });
    }

    for (const param of pathParams) {
      it(`${op.id}: refuses an invalid path parameter ${param.name}`, async () => {
        await fc.assert(
          fc.asyncProperty(invalidPathValue(param.schema), async (value) => {
            const response = await send(op.method, fillPath(op.path, pathParams, [param.name, value]), op.body ? '{}' : undefined);
            expectRefused(response, `${op.id} ${param.name}=${JSON.stringify(value)}`);
          }),
          { numRuns: RUNS },
        );
      });
    }

    for (const param of queryParams) {
      if (param.required) {
        it(`${op.id}: refuses a request without the query parameter ${param.name}`, async () => {
          const others = queryParams.filter((p) => p !== param);
          expectRefused(await send(op.method, url(validQuery(others)), op.body ? '{}' : undefined), `${op.id} without ${param.name}`);
        });
      }
      const broken = brokenConstraint(param.schema);
      if (broken) {
        it(`${op.id}: refuses an invalid query parameter ${param.name}`, async () => {
          await fc.assert(
            fc.asyncProperty(broken, async (value) => {
              const query = validQuery(queryParams, [param.name, String(value)]);
              expectRefused(await send(op.method, url(query)), `${op.id} ${param.name}=${JSON.stringify(value)}`);
            }),
            { numRuns: RUNS },
          );
        });
      }
    }

    // Unknown query parameters are ignored, so the request may well succeed: it must get an answer
    // the contract declares for the operation, and never a 500.
    it(`${op.id}: answers stray query strings as the contract declares, never 500`, async () => {
      await fc.assert(
        fc.asyncProperty(fc.dictionary(fc.string({ minLength: 1, maxLength: 10 }), fc.string({ maxLength: 40 }), { maxKeys: 4 }), async (extra) => {
          const query = new URLSearchParams(extra).toString();
          const base = validQuery(queryParams);
          const response = await send(op.method, url(base ? `${base}&${query}` : `?${query}`), op.body ? '{}' : undefined);
          expect(op.statuses, `${op.id} answered ${response.statusCode}`).toContain(response.statusCode);
          expect(response.statusCode).not.toBe(500);
          expect(response.body).not.toMatch(STACK_TRACE);
        }),
        { numRuns: 10 },
      );
    });
  }
});

/** A fresh host with a draft listing of their own. */
async function ownListing(): Promise<{ id: number; user: TestUser }> {
  const user = await t.createUser();
  const types = (await t.inject({ method: 'GET', url: '/api/v1/property-types' })).json().data as { id: number }[];
  const created = await t.inject({ method: 'POST', url: '/api/v1/web/properties', headers: t.authFor(user), payload: { propertyTypeId: types[0].id, planId: 1 } });
  expect(created.statusCode, created.body).toBe(201);
  return { id: created.json().data.id, user };
}

function validQuery(params: Parameter[], override?: [string, string]) {
  const entries = params
    .filter((p) => p.required || (override && p.name === override[0]))
    .map((p) => [p.name, override && p.name === override[0] ? override[1] : plausible(p.schema)]);
  return entries.length ? `?${new URLSearchParams(entries).toString()}` : '';
}

/**
 * Multipart bodies that break the format in the ways clients and attackers do: no boundary, a body
 * cut off inside the file part, a plain field, two files, a header-less part, garbage bytes.
 */
const BOUNDARY = 'fuzz-boundary';
const part = (headers: string, content: string) => `--${BOUNDARY}\r\n${headers}\r\n\r\n${content}`;
const malformedMultipart = fc.oneof(
  fc.constant({ why: 'no content type', contentType: '', payload: 'x' }),
  fc.constant({ why: 'no boundary', contentType: 'multipart/form-data', payload: 'x' }),
  fc.constant({ why: 'empty body', contentType: `multipart/form-data; boundary=${BOUNDARY}`, payload: '' }),
  fc.constant({ why: 'plain field', contentType: `multipart/form-data; boundary=${BOUNDARY}`, payload: `${part('Content-Disposition: form-data; name="note"', 'hi')}\r\n--${BOUNDARY}--\r\n` }),
  fc.constant({
    why: 'two files',
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    payload: `${part('Content-Disposition: form-data; name="photo"; filename="a.jpg"', 'a')}\r\n${part('Content-Disposition: form-data; name="file"; filename="b.jpg"', 'b')}\r\n--${BOUNDARY}--\r\n`,
  }),
  fc.record({ why: fc.constant('cut off inside the file'), contentType: fc.constant(`multipart/form-data; boundary=${BOUNDARY}`), payload: fc.string({ maxLength: 200 }).map((s) => part('Content-Disposition: form-data; name="photo"; filename="a.jpg"', `\xff\xd8\xff${s}`)) }),
  fc.record({ why: fc.constant('garbage'), contentType: fc.constant(`multipart/form-data; boundary=${BOUNDARY}`), payload: fc.string({ maxLength: 300 }) }),
  fc.record({ why: fc.constant('garbage file'), contentType: fc.constant(`multipart/form-data; boundary=${BOUNDARY}`), payload: fc.uint8Array({ maxLength: 400 }).map((bytes) => `${part('Content-Disposition: form-data; name="photo"; filename="a.jpg"', Buffer.from(bytes).toString('latin1'))}\r\n--${BOUNDARY}--\r\n`) }),
);

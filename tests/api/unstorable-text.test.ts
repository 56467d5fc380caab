import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REDACT, serializeError, serializeRequest } from '../../src/server/lib/log-redaction';
import { expectErrorShape } from './helpers/expect-error-shape';
import { fillPath, loadOperations, type Operation } from './helpers/contract-operations';
import { channelAuth, CHANNEL_ENV } from './helpers/reservations';
import { buildTestApp, type TestApp, type TestUser } from './helpers/test-app';

/**
 * PostgreSQL cannot store a NUL in text, and the drivers turn a lone UTF-16 surrogate into U+FFFD.
 * Any such string, in a body field, a query filter or a path parameter, is refused with 422 before
 * a handler runs, so no statement fails (that was a 500, with the searched text in the log).
 */
const lines: string[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});

let t: TestApp;
let admin: TestUser;
let host: TestUser;
beforeAll(async () => {
  t = await buildTestApp({ env: CHANNEL_ENV, logger: pino({ level: 'info', redact: REDACT, serializers: { req: serializeRequest, err: serializeError } }, sink) });
  admin = await t.createUser({ role: 'ADMIN' });
  host = await t.createUser();
});
afterAll(() => t.close());

const MARKER = 'kamal-secret-search';
const NUL = `${MARKER}\u0000x`;
const LONE_SURROGATE = 'Jaffna\ud800';

function expectRefusedText(response: Awaited<ReturnType<TestApp['inject']>>, field: string) {
  const body = expectErrorShape(response, 422);
  expect(body.error.fields?.[field]).toMatch(/cannot be saved/);
  return body;
}

describe('text PostgreSQL cannot store', () => {
  it('refuses a NUL in the reservations search filter with 422, not 500, and logs nothing of it', async () => {
    for (const url of ['/api/v1/web/reservations', '/api/v1/web/reservations/export?format=csv&']) {
      const joiner = url.includes('?') ? '' : '?';
      const response = await t.inject({ method: 'GET', url: `${url}${joiner}q=${encodeURIComponent(NUL)}`, headers: t.authFor(host) });
      expectRefusedText(response, 'q');
    }
    expect(lines.join('\n')).not.toContain(MARKER);
  });

  it('refuses a NUL in a body field and in a path parameter', async () => {
    const profile = await t.inject({ method: 'PUT', url: '/api/v1/web/profile', headers: t.authFor(host), payload: { firstName: 'Kamal', lastName: 'Silva', address: NUL } });
    expectRefusedText(profile, 'address');
    const nested = await t.inject({ method: 'POST', url: '/api/v1/web/inquiries', headers: t.authFor(host), payload: { links: ['https://example.lk', NUL] } });
    expectRefusedText(nested, 'links.1');
    const code = await t.inject({ method: 'GET', url: `/api/v1/web/reservations/${encodeURIComponent(NUL)}`, headers: t.authFor(host) });
    expectRefusedText(code, 'code');
  });

  it('refuses a lone surrogate instead of storing U+FFFD in its place', async () => {
    const response = await t.inject({ method: 'PUT', url: '/api/v1/web/profile', headers: t.authFor(host), payload: { firstName: 'Kamal', lastName: 'Silva', address: LONE_SURROGATE } });
    expectRefusedText(response, 'address');
  });

  it('keeps well-formed text from every script, emoji included', async () => {
    const response = await t.inject({ method: 'PUT', url: '/api/v1/web/profile', headers: t.authFor(host), payload: { firstName: 'නිමල්', lastName: 'Silva', countryCode: '+94', contactNo: '', nic: '', address: 'யாழ்ப்பாணம் 🌴' } });
    expect(response.statusCode, response.body).toBe(200);
  });

  it("logs a failed statement without its parameter values", async () => {
    const error = await t.db.execute(sql`select ${NUL}::text as value`).then(() => null, (caught: unknown) => caught);
    expect(error, 'the database refused the NUL').toBeTruthy();
    expect(JSON.stringify(error, Object.getOwnPropertyNames(error))).toContain(MARKER); // Drizzle's error names it…
    const logged = JSON.stringify(serializeError(error));
    expect(logged).not.toContain(MARKER); // …the log line does not
    expect(logged).toContain('Failed query: select $1::text as value');
  });
});

/** The first string input of an operation: a path parameter, a query parameter or a top-level body field. */
function stringInput(op: Operation): { where: 'path' | 'query' | 'body'; name: string } | null {
  const param = op.parameters.find((p) => (p.in === 'path' || p.in === 'query') && (p.schema.type === 'string' || (Array.isArray(p.schema.type) && p.schema.type.includes('string'))));
  if (param) return { where: param.in, name: param.name };
  const field = Object.entries(op.body?.properties ?? {}).find(([, schema]) => JSON.stringify(schema.type ?? '').includes('string') || schema.oneOf);
  return field ? { where: 'body', name: field[0] } : null;
}

describe('a NUL in one string input of every operation', () => {
  const callerHeaders = (url: string) => (url.startsWith('/api/v1/channel/') ? { ...channelAuth(), 'idempotency-key': 'nul-key' } : t.authFor(admin));
  for (const op of loadOperations()) {
    const input = stringInput(op);
    if (!input) continue;
    it(`${op.id}: refuses a NUL in ${input.where} ${input.name} with 422`, async () => {
      const pathParams = op.parameters.filter((p) => p.in === 'path');
      const url = fillPath(op.path, pathParams, input.where === 'path' ? [input.name, NUL] : undefined);
      const query = input.where === 'query' ? `?${new URLSearchParams({ [input.name]: NUL })}` : '';
      const payload = input.where === 'body' ? { [input.name]: NUL } : op.body ? {} : undefined;
      const response = await t.inject({ method: op.method as 'POST', url: url + query, headers: callerHeaders(url), ...(payload ? { payload } : {}) });
      expectRefusedText(response, input.name);
    });
  }
});

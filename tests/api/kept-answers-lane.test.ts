import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withKeptAnswers } from '../../src/server/kept-answers-lane';
import { loadContract } from '../../src/server/plugins/api-routes';
import { api, bookableProperty, night } from './helpers/reservations';
import { buildTestApp, type TestApp, type TestUser } from './helpers/test-app';

// The lane in front of the app (src/server/kept-answers-lane.ts) must answer exactly what the app
// answers, and only what the app kept for the same caller. A real server here, with a count of the
// requests that reached the app, compared with the app's own answers (inject never takes the lane).

let t: TestApp;
let server: Server;
let reachedApp = 0;
let host: TestUser;
let otherHost: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  [host, otherHost, admin] = await Promise.all([t.createUser(), t.createUser(), t.createUser({ role: 'ADMIN' })]);
  const toApp = (req: Parameters<typeof t.app.routing>[0], res: Parameters<typeof t.app.routing>[1]) => {
    reachedApp += 1;
    t.app.routing(req, res);
  };
  server = createServer(withKeptAnswers(t.app, loadContract(), toApp));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await t?.close();
});

type Answer = { status: number; headers: IncomingHttpHeaders; body: Buffer };

/** One request over HTTP, the body as received (no decompression), and whether it reached the app. */
function send(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer & { viaApp: boolean }> {
  const before = reachedApp;
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks), viaApp: reachedApp > before }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The app's own answer to the same request. */
async function appAnswer(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await t.app.inject({ method: 'GET', url: path, headers });
  return { status: response.statusCode, headers: response.headers as IncomingHttpHeaders, body: response.rawPayload };
}

const TRANSPORT = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);
const comparable = ({ status, headers, body }: Answer) => ({
  status,
  headers: Object.fromEntries(Object.entries(headers).filter(([name]) => !TRANSPORT.has(name))),
  body: body.toString('base64'),
});

const CODINGS: Record<string, string>[] = [{}, { 'accept-encoding': 'gzip, deflate, br' }, { 'accept-encoding': 'br;q=0.2, gzip' }, { 'accept-encoding': 'identity' }];
const calendarUrl = (propertyId: number, to = 31) => `/api/v1/web/properties/${propertyId}/calendar?from=${night(t, 0)}&to=${night(t, to)}`;

describe('the kept-answers lane', () => {
  it('answers a public reference list it has answered before, byte for byte as the app, in every coding', async () => {
    const url = '/api/v1/property-types';
    expect((await send(url)).status).toBe(200);
    for (const coding of CODINGS) {
      const lane = await send(url, coding);
      expect(lane.viaApp, JSON.stringify(coding)).toBe(false);
      expect(comparable(lane)).toEqual(comparable(await appAnswer(url, coding)));
    }
  });

  it('answers a signed-in reference list only with a valid token; the app refuses the rest', async () => {
    const url = '/api/v1/web/cancellation-policies';
    expect((await send(url, t.authFor(host))).status).toBe(200);
    const lane = await send(url, { ...t.authFor(host), 'accept-encoding': 'br' });
    expect(lane.viaApp).toBe(false);
    expect(comparable(lane)).toEqual(comparable(await appAnswer(url, { ...t.authFor(host), 'accept-encoding': 'br' })));
    for (const headers of [{}, { authorization: 'Bearer not-a-token' } as Record<string, string>, { authorization: `Basic ${Buffer.from('a:b').toString('base64')}` }]) {
      const refused = await send(url, headers);
      expect(refused.viaApp).toBe(true);
      expect(refused.status).toBe(401);
    }
  });

  it('answers a calendar again only to the caller it was kept for (embedded database only)', async () => {
    const place = await bookableProperty(t, host, { units: 2 });
    const url = calendarUrl(place.propertyId);
    const first = await send(url, t.authFor(host));
    expect(first.status).toBe(200);
    expect(first.viaApp).toBe(true);
    for (const coding of CODINGS) {
      const again = await send(url, { ...t.authFor(host), ...coding });
      expect(again.viaApp).toBe(t.app.deps.calendarCache === null);
      expect(comparable(again)).toEqual(comparable(await appAnswer(url, { ...t.authFor(host), ...coding })));
    }
    const other = await send(url, t.authFor(otherHost));
    expect(other.viaApp).toBe(true);
    expect(other.status).toBe(404);
    const asAdmin = await send(url, t.authFor(admin));
    expect(asAdmin.viaApp).toBe(true);
    expect(asAdmin.body.equals(first.body)).toBe(true);
    expect((await send(url, { authorization: 'Bearer not-a-token' })).status).toBe(401);
  });

  it('leaves every other form of a kept request to the app', async () => {
    const place = await bookableProperty(t, host);
    const url = calendarUrl(place.propertyId);
    await send(url, t.authFor(host));
    const [from, to] = [night(t, 0), night(t, 31)];
    const others: [string, string?][] = [
      [url, 'HEAD'],
      [`/api/v1/web/properties/${place.propertyId}/calendar?to=${to}&from=${from}`],
      [`${url}&unit=1`],
      [`/api/v1/web/properties/${place.propertyId}/calendar/?from=${from}&to=${to}`],
      [`/api/v1/web/properties/0${place.propertyId}/calendar?from=${from}&to=${to}`],
      ['/api/v1/property-types?x=1'],
      ['/api/v1/property-types/'],
    ];
    for (const [path, method] of others) expect((await send(path, t.authFor(host), method)).viaApp, `${method ?? 'GET'} ${path}`).toBe(true);
  });

  it('shows a write on the next read: the app answers it and keeps the new calendar', async () => {
    const place = await bookableProperty(t, host);
    const url = calendarUrl(place.propertyId, 3);
    await send(url, t.authFor(host));
    const saved = await api(t).writeCalendar(host, place.propertyId, 'price', { unitIds: place.unitIds, from: night(t, 1), to: night(t, 2), price: 155 });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await send(url, t.authFor(host));
    expect(after.viaApp).toBe(true);
    expect(JSON.parse(after.body.toString('utf8')).data.units[0].nights.map((n: { price: number }) => n.price)).toEqual([100, 155, 100]);
    expect((await send(url, t.authFor(host))).viaApp).toBe(t.app.deps.calendarCache === null);
  });
});

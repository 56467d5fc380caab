import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mintAccessToken } from '../../src/server/lib/access-tokens';
import { addMonths, monthOf, sriLankaToday } from '../../src/shared/reservation-dates';
import { bookableProperty, CHANNEL_ENV, type Bookable } from './helpers/reservations';
import { buildTestApp, type TestApp, type TestUser } from './helpers/test-app';

/**
 * /dashboard and /calendar rendered by the server for a signed-in host (src/server/modules/web-pages). The build's
 * renderer is React (the end-to-end suite drives the real one); here a stand-in renderer shows what
 * the server handed it, so each test can see whose data went into which page.
 */
const SHELL = '<!doctype html><html><head><meta name="csp-nonce" content="" /></head><body><div id="root"></div></body></html>';
const TEMPLATE =
  '<!doctype html><html><head><meta name="csp-nonce" content="" /><style nonce="">h1{margin:0}</style></head><body>' +
  '<div id="root"><!--page--></div><script type="application/json" id="initial-render"><!--initial-render--></script></body></html>';
const RENDERER = `
export async function renderPage(path, initial) {
  if (initial.session.user.lastName === 'Renderfails') throw new Error('a component threw');
  const { dashboard, calendar } = initial.data;
  const shown = dashboard
    ? dashboard.listingsByStatus.listed + ' listed, ' + dashboard.listingsByStatus.draft + ' draft'
    : calendar.properties.length + ' properties, showing ' + (calendar.calendar ? calendar.calendar.propertyId : 'none');
  return '<h1>' + path + ' of user ' + initial.session.user.id + ': ' + shown + '</h1>';
}
export const initialRenderJson = (initial) => JSON.stringify(initial).replace(/</g, '\\\\u003c');
`;

let t: TestApp;
let dist: string;
let host: TestUser;
let otherHost: TestUser;
let admin: TestUser;
let newHost: TestUser;
let hostListings: Bookable[];
let otherListing: Bookable;
const logged: string[] = [];

const nonceOf = (body: string) => /<meta name="csp-nonce" content="([^"]+)" \/>/.exec(body)?.[1];
const dataOf = (body: string) => JSON.parse(/<script type="application\/json" id="initial-render">(.*?)<\/script>/s.exec(body)![1]!);
const userCookie = (user: { id: number }, fields: Record<string, unknown> = {}) =>
  encodeURIComponent(JSON.stringify({ id: user.id, firstName: 'Kamal', lastName: 'Silva', email: 'k@example.lk', countryCode: null, contactNo: null, file: null, role: { guard: 'HOST' }, ...fields }));
/** The cookies the app writes on sign-in (spec §3). */
const cookiesOf = (token: string, user: { id: number }, fields: Record<string, unknown> = {}) =>
  `accessToken=${token}; user=${userCookie(user, fields)}; isProfileCompleted=true`;
const page = (cookie?: string, url = '/dashboard') => t.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

beforeAll(async () => {
  dist = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-web-signed-in-'));
  await fs.mkdir(path.join(dist, 'prerendered', 'signed-in'), { recursive: true });
  await fs.mkdir(path.join(dist, 'prerendered', 'render'));
  await fs.writeFile(path.join(dist, 'index.html'), SHELL);
  await fs.writeFile(path.join(dist, 'prerendered', 'signed-in', 'dashboard.html'), TEMPLATE);
  await fs.writeFile(path.join(dist, 'prerendered', 'signed-in', 'calendar.html'), TEMPLATE);
  await fs.writeFile(path.join(dist, 'prerendered', 'render', 'entry-server.js'), RENDERER);
  const logger = { level: 'error', child: () => logger, error: (_details: unknown, message: string) => void logged.push(message), warn() {}, info() {}, debug() {}, trace() {}, fatal() {}, silent() {} };
  t = await buildTestApp({ webDist: dist, env: CHANNEL_ENV, logger: logger as never });
  [host, otherHost, admin, newHost] = await Promise.all([t.createUser(), t.createUser(), t.createUser({ role: 'ADMIN' }), t.createUser()]);
  hostListings = [await bookableProperty(t, host), await bookableProperty(t, host, { units: 2 })];
  await bookableProperty(t, host, { status: 'draft' });
  otherListing = await bookableProperty(t, otherHost, { status: 'draft' });
});
afterAll(async () => {
  await t.close();
  await fs.rm(dist, { recursive: true, force: true });
});

describe('/dashboard rendered for a signed-in host', () => {
  it("renders the host's own dashboard, carries the same figures as the API's, and is never cached", async () => {
    const response = await page(cookiesOf(t.tokenFor(host), host));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(String(response.headers.vary)).toMatch(/\bCookie\b/);
    expect(response.body).toContain(`<div id="root"><h1>/dashboard of user ${host.id}: 2 listed, 1 draft</h1></div>`);

    const api = await t.inject({ method: 'GET', url: '/api/v1/web/dashboard', headers: t.authFor(host) });
    const initial = dataOf(response.body);
    expect(initial.path).toBe('/dashboard');
    expect(initial.session).toMatchObject({ signedIn: true, isProfileCompleted: true, user: { id: host.id, firstName: 'Kamal' } });
    expect(initial.data.dashboard).toEqual(api.json().data);
  });

  it("fills the page's nonces, the one its CSP allows for the inlined styles", async () => {
    const response = await page(cookiesOf(t.tokenFor(host), host));
    const nonce = nonceOf(response.body)!;
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(response.body).toContain(`<style nonce="${nonce}">`);
    expect(response.headers['content-security-policy']).toContain(`'nonce-${nonce}'`);
  });

  it("gives another host their own figures, never the first host's", async () => {
    const response = await page(cookiesOf(t.tokenFor(otherHost), otherHost));
    expect(response.body).toContain(`of user ${otherHost.id}: 0 listed, 1 draft</h1>`);
    expect(response.body).not.toContain(`of user ${host.id}`);
    expect(dataOf(response.body).session.user.id).toBe(otherHost.id);
  });

  it('keeps a name that holds </script> inside the JSON block', async () => {
    const response = await page(cookiesOf(t.tokenFor(host), host, { firstName: '</script><script>alert(1)</script>' }));
    expect(response.body).not.toContain('<script>alert(1)');
    expect(dataOf(response.body).session.user.firstName).toBe('</script><script>alert(1)</script>');
  });

  it.each([
    ['no cookies at all', () => undefined],
    ['a user cookie without a token', () => `user=${userCookie(host)}`],
    ['a token signed with another key', () => cookiesOf(mintAccessToken('another-secret-that-is-long-enough-0123456789', { id: host.id, role: 'HOST', sessionId: host.sessionId }), host)],
    ['an expired token', () => cookiesOf(mintAccessToken(t.config.jwtSecret, { id: host.id, role: 'HOST', sessionId: host.sessionId }, -60), host)],
    ["a user cookie of someone else than the token's", () => cookiesOf(t.tokenFor(host), otherHost)],
    ['an admin', () => cookiesOf(t.tokenFor(admin), admin, { role: { guard: 'ADMIN' } })],
  ])('sends the ordinary shell, for the browser to renew or redirect, to %s', async (_case, cookie) => {
    const response = await page(cookie());
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(SHELL.replace('content=""', `content="${nonceOf(response.body)}"`));
  });

  it('sends the shell when rendering fails, and logs why', async () => {
    const response = await page(cookiesOf(t.tokenFor(host), host, { lastName: 'Renderfails' }));
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(SHELL.replace('content=""', `content="${nonceOf(response.body)}"`));
    expect(logged).toContain('rendering a signed-in page failed; sending the shell');
  });

  it('renders no other path, and leaves the API alone', async () => {
    const earnings = await page(cookiesOf(t.tokenFor(host), host), '/earnings-manage');
    expect(earnings.headers['cache-control']).toBe('no-cache');
    expect(earnings.body).not.toContain('initial-render');
    const api = await page(cookiesOf(t.tokenFor(host), host), '/api/v1/web/dashboard');
    expect(api.statusCode).toBe(401);
  });
});

describe('/calendar rendered for a signed-in host', () => {
  const window = () => {
    const month = monthOf(sriLankaToday(t.clock()));
    return { from: `${month}-01`, to: `${addMonths(month, 3)}-01` };
  };
  const apiCalendar = async (propertyId: number) => {
    const { from, to } = window();
    const answer = await t.inject({ method: 'GET', url: `/api/v1/web/properties/${propertyId}/calendar?from=${from}&to=${to}`, headers: t.authFor(host) });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data;
  };

  it('renders the picker’s properties (no drafts) and three months from this one of the newest property, as its API calls answer them', async () => {
    const response = await page(cookiesOf(t.tokenFor(host), host), '/calendar');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const listed = await t.inject({ method: 'GET', url: '/api/v1/web/properties/host/listed-properties?limit=50&offset=0', headers: t.authFor(host) });
    const first = listed.json().data.items.find((item: { status: string }) => item.status !== 'draft');
    expect(response.body).toContain(`<h1>/calendar of user ${host.id}: 2 properties, showing ${first.id}</h1>`);
    const { calendar } = dataOf(response.body).data;
    expect(calendar.properties.map((p: { id: number }) => p.id).sort()).toEqual(hostListings.map((l) => l.propertyId).sort());
    expect(calendar.calendar).toEqual(await apiCalendar(first.id));
    expect(calendar.calendar).toMatchObject(window());
  });

  it('shows the property ?propertyId= names when it is the host’s own', async () => {
    const chosen = hostListings[1]!.propertyId;
    const response = await page(cookiesOf(t.tokenFor(host), host), `/calendar?propertyId=${chosen}`);
    expect(response.body).toContain(`2 properties, showing ${chosen}</h1>`);
    const { calendar } = dataOf(response.body).data;
    expect(calendar.calendar).toEqual(await apiCalendar(chosen));
    expect(calendar.calendar.units).toHaveLength(2);
  });

  it("sends the shell for another host's property, as the API refuses it, shows none of it, and logs no error for it", async () => {
    const errorsBefore = logged.length;
    const response = await page(cookiesOf(t.tokenFor(host), host), `/calendar?propertyId=${otherListing.propertyId}`);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(SHELL.replace('content=""', `content="${nonceOf(response.body)}"`));
    expect(logged.length).toBe(errorsBefore);
  });

  it('renders a host without properties with an empty picker and no calendar', async () => {
    const response = await page(cookiesOf(t.tokenFor(newHost), newHost), '/calendar');
    expect(response.body).toContain(`of user ${newHost.id}: 0 properties, showing none</h1>`);
    expect(dataOf(response.body).data.calendar).toEqual({ properties: [], calendar: null });
  });
});

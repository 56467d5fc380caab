import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mintAccessToken } from '../../src/server/lib/access-tokens';
import { addMonths, monthOf, sriLankaToday } from '../../src/shared/reservation-dates';
import { book, bookableProperty, CHANNEL_ENV, type Bookable } from './helpers/reservations';
import { buildTestApp, type TestApp, type TestUser } from './helpers/test-app';
import { propertyIdOf } from '../../src/shared/calendar-first-view';
import { loadCalendarFirstView, pageDataJson, type PageDataSource } from '../../src/shared/page-data';
import type { Locale } from '../../src/shared/locales';
import type { SessionView } from '../../src/shared/session-user';

/**
 * /dashboard and /calendar rendered by the server for a signed-in host (src/server/modules/web-pages). The build's
 * renderer is React Router's static handler over the app's routes (the end-to-end suite drives the
 * real one); here a stand-in renderer reads the page's data as those routes' loaders do, from the
 * data source the server hands it, and shows it, so each test can see whose data went into which page.
 */
const SHELL = '<!doctype html><html><head><meta name="csp-nonce" content="" /></head><body><div id="root"></div></body></html>';
const TEMPLATE =
  '<!doctype html><html><head><meta name="csp-nonce" content="" /><style nonce="">h1{margin:0}</style></head><body>' +
  '<div id="root"><!--page--></div><script type="application/json" id="initial-render"><!--initial-render--></script></body></html>';
/** The file the server imports; it hands over to renderStandIn below. */
const RENDERER = 'export const renderPage = (...args) => globalThis.renderStandIn(...args);';

declare global {
  var renderStandIn: (url: string, pages: PageDataSource, session: SessionView, locale: Locale) => Promise<{ html: string; hydrationJson: string }>;
}
/** The route loaders' reads (src/app/router.tsx), which give the screen no data when a read fails. */
async function loaderData(pathname: string, query: URLSearchParams, pages: PageDataSource) {
  const read =
    pathname === '/dashboard'
      ? pages.dashboard()
      : pathname === '/reservation-manage'
        ? pages.reservations({ group: 'upcoming', limit: 20 })
        : loadCalendarFirstView(pages, propertyIdOf(query.get('propertyId')));
  return read.catch(() => null);
}
globalThis.renderStandIn = async (url, pages, session, locale) => {
  if (session.user?.lastName === 'Renderfails') throw new Error('a component threw');
  const { pathname, searchParams } = new URL(url, 'http://page');
  const data = await loaderData(pathname, searchParams, pages);
  const shown =
    data === null
      ? 'no data'
      : 'listingsByStatus' in data
        ? `${data.listingsByStatus.listed} listed, ${data.listingsByStatus.draft} draft`
        : 'items' in data
          ? `${data.items.map((item) => item.code).join(' ')}`
          : `${data.properties.length} properties, showing ${data.calendar ? data.calendar.propertyId : 'none'}`;
  // The language the page was rendered in, when not English.
  const language = locale === 'en' ? '' : `<p>in ${locale}</p>`;
  return { html: `<h1>${pathname} of user ${session.user?.id}: ${shown}</h1>${language}`, hydrationJson: pageDataJson({ loaderData: { [pathname.slice(1)]: data } }) };
};

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
/** The route data the page hydrates with. */
const dataOf = (body: string) => JSON.parse(/<script type="application\/json" id="initial-render">(.*?)<\/script>/s.exec(body)![1]!).loaderData;
const userCookie = (user: { id: number }, fields: Record<string, unknown> = {}) =>
  encodeURIComponent(JSON.stringify({ id: user.id, firstName: 'Kamal', lastName: 'Silva', email: 'k@example.lk', countryCode: null, contactNo: null, file: null, role: { guard: 'HOST' }, ...fields }));
/** The cookies the app writes on sign-in (spec §3). */
const cookiesOf = (token: string, user: { id: number }, fields: Record<string, unknown> = {}) =>
  `accessToken=${token}; user=${userCookie(user, fields)}; isProfileCompleted=true`;
const page = (cookie?: string, url = '/dashboard', headers: Record<string, string> = {}) => t.inject({ method: 'GET', url, headers: cookie ? { ...headers, cookie } : headers });

beforeAll(async () => {
  dist = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-web-signed-in-'));
  await fs.mkdir(path.join(dist, 'prerendered', 'signed-in'), { recursive: true });
  await fs.mkdir(path.join(dist, 'prerendered', 'render'));
  await fs.writeFile(path.join(dist, 'index.html'), SHELL);
  await fs.writeFile(path.join(dist, 'prerendered', 'signed-in', 'dashboard.html'), TEMPLATE);
  await fs.writeFile(path.join(dist, 'prerendered', 'signed-in', 'calendar.html'), TEMPLATE);
  await fs.writeFile(path.join(dist, 'prerendered', 'signed-in', 'reservation-manage.html'), TEMPLATE);
  // /dashboard in Sinhala and Tamil too, as the build writes every page; /calendar stands for an older build (English only).
  await fs.writeFile(path.join(dist, 'prerendered', 'signed-in', 'dashboard.si.html'), TEMPLATE.replace('<html>', '<html lang="si-LK">'));
  await fs.writeFile(path.join(dist, 'prerendered', 'signed-in', 'dashboard.ta.html'), TEMPLATE.replace('<html>', '<html lang="ta-LK">'));
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
    expect(String(response.headers.vary)).toMatch(/\bAccept-Language\b/);
    expect(response.body).toContain(`<div id="root"><h1>/dashboard of user ${host.id}: 2 listed, 1 draft</h1></div>`);

    const api = await t.inject({ method: 'GET', url: '/api/v1/web/dashboard', headers: t.authFor(host) });
    expect(dataOf(response.body).dashboard).toEqual(api.json().data);
  });

  describe("in the reader's language (issue 27)", () => {
    it('renders it in Sinhala, in the Sinhala page, for a host whose portal_locale cookie says si', async () => {
      let language: Locale | null = null;
      const real = globalThis.renderStandIn;
      globalThis.renderStandIn = async (url, pages, session, locale) => ((language = locale), real(url, pages, session, locale));
      try {
        const response = await page(`${cookiesOf(t.tokenFor(host), host)}; portal_locale=si`, '/dashboard', { 'accept-language': 'ta-LK,ta;q=0.9' });
        expect(language).toBe('si');
        expect(response.body).toMatch(/^<!doctype html><html lang="si-LK">/);
        expect(response.body).toContain(`<div id="root"><h1>/dashboard of user ${host.id}: 2 listed, 1 draft</h1><p>in si</p></div>`);
        expect(response.headers.vary).toMatch(/^Cookie, Accept-Language\b/);
        expect(response.headers['cache-control']).toBe('private, no-store');
        const nonce = nonceOf(response.body)!;
        expect(response.body).toContain(`<style nonce="${nonce}">`);
      } finally {
        globalThis.renderStandIn = real;
      }
    });

    it('renders it in Tamil for a browser without the cookie that asks for Tamil (Accept-Language)', async () => {
      const response = await page(cookiesOf(t.tokenFor(host), host), '/dashboard', { 'accept-language': 'ta-LK,ta;q=0.9' });
      expect(response.body).toMatch(/^<!doctype html><html lang="ta-LK">/);
      expect(response.body).toContain('<p>in ta</p></div>');
      expect(response.headers.vary).toMatch(/^Cookie, Accept-Language\b/);
    });

    it('renders it in English by default, and for an English cookie over a Tamil browser, as before', async () => {
      for (const [cookie, headers] of [
        [cookiesOf(t.tokenFor(host), host), {}],
        [`portal_locale=en; ${cookiesOf(t.tokenFor(host), host)}`, { 'accept-language': 'ta-LK,ta;q=0.9' }],
      ] as const) {
        const response = await page(cookie, '/dashboard', headers);
        expect(response.body).toMatch(/^<!doctype html><html><head>/);
        expect(response.body).toContain(`<div id="root"><h1>/dashboard of user ${host.id}: 2 listed, 1 draft</h1></div>`);
        expect(response.headers.vary).toMatch(/^Cookie, Accept-Language\b/);
      }
    });

    it('renders it in English, in the English page, where the build wrote the page in English only (an older build)', async () => {
      const response = await page(`${cookiesOf(t.tokenFor(host), host)}; portal_locale=ta`, '/calendar');
      expect(response.body).toMatch(/^<!doctype html><html><head>/);
      expect(response.body).toContain(`<h1>/calendar of user ${host.id}: 2 properties, showing `);
      expect(response.body).not.toContain('<p>in ta</p>');
    });

    it('sends the shell, whatever the language, to a browser without a session', async () => {
      const response = await page('portal_locale=si');
      expect(response.body).toBe(SHELL.replace('content=""', `content="${nonceOf(response.body)}"`));
    });
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
  });

  it('renders for the session the cookies hold, once the token has been verified', async () => {
    let rendered: SessionView | null = null;
    const real = globalThis.renderStandIn;
    globalThis.renderStandIn = async (url, pages, session, locale) => ((rendered = session), real(url, pages, session, locale));
    try {
      await page(cookiesOf(t.tokenFor(host), host, { firstName: 'Kamala' }));
    } finally {
      globalThis.renderStandIn = real;
    }
    expect(rendered).toMatchObject({ signedIn: true, isProfileCompleted: true, user: { id: host.id, firstName: 'Kamala' } });
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
    const { calendar } = dataOf(response.body);
    expect(calendar.properties.map((p: { id: number }) => p.id).sort()).toEqual(hostListings.map((l) => l.propertyId).sort());
    expect(calendar.calendar).toEqual(await apiCalendar(first.id));
    expect(calendar.calendar).toMatchObject(window());
  });

  it('shows the property ?propertyId= names when it is the host’s own', async () => {
    const chosen = hostListings[1]!.propertyId;
    const response = await page(cookiesOf(t.tokenFor(host), host), `/calendar?propertyId=${chosen}`);
    expect(response.body).toContain(`2 properties, showing ${chosen}</h1>`);
    const { calendar } = dataOf(response.body);
    expect(calendar.calendar).toEqual(await apiCalendar(chosen));
    expect(calendar.calendar.units).toHaveLength(2);
  });

  it("gives the screen no data for another host's property, as the API refuses it (the screen asks and shows the refusal), and logs no error for it", async () => {
    const errorsBefore = logged.length;
    const response = await page(cookiesOf(t.tokenFor(host), host), `/calendar?propertyId=${otherListing.propertyId}`);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.body).toContain(`<h1>/calendar of user ${host.id}: no data</h1>`);
    expect(response.body).not.toContain(`"propertyId":${otherListing.propertyId}`);
    expect(dataOf(response.body)).toEqual({ calendar: null });
    expect(logged.length).toBe(errorsBefore);
  });

  it("logs a failed read that is not the API's refusal", async () => {
    const real = globalThis.renderStandIn;
    // A property id beyond the database's integers: the read fails in the database, not by a refusal.
    globalThis.renderStandIn = (url, pages, session, locale) => real(url, { ...pages, calendarProperties: async () => [{ id: 2 ** 40, name: null, status: 'listed' }] }, session, locale);
    try {
      const response = await page(cookiesOf(t.tokenFor(host), host), '/calendar');
      expect(dataOf(response.body)).toEqual({ calendar: null });
    } finally {
      globalThis.renderStandIn = real;
    }
    expect(logged).toContain("reading a signed-in page's data failed; the screen loads it itself");
  });

  it('renders a host without properties with an empty picker and no calendar', async () => {
    const response = await page(cookiesOf(t.tokenFor(newHost), newHost), '/calendar');
    expect(response.body).toContain(`of user ${newHost.id}: 0 properties, showing none</h1>`);
    expect(dataOf(response.body).calendar).toEqual({ properties: [], calendar: null });
  });
});

describe('/reservation-manage rendered for a signed-in host', () => {
  it("renders the first page of the host's upcoming reservations, as the API answers it, and no one else's", async () => {
    const mine = await book(t, host, hostListings[0]!, 3, 5);
    const response = await page(cookiesOf(t.tokenFor(host), host), '/reservation-manage');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.body).toContain(`<h1>/reservation-manage of user ${host.id}: ${mine.code}</h1>`);
    const api = await t.inject({ method: 'GET', url: '/api/v1/web/reservations?group=upcoming&limit=20', headers: t.authFor(host) });
    expect(dataOf(response.body)['reservation-manage']).toEqual(api.json().data);

    const others = await page(cookiesOf(t.tokenFor(otherHost), otherHost), '/reservation-manage');
    expect(others.body).toContain(`<h1>/reservation-manage of user ${otherHost.id}: </h1>`);
  });
});

/**
 * A signed-in host's first screen, rendered by the server with the host's data, so the page paints
 * its content from the HTML instead of after the app's code, the screen's code and the screen's
 * API calls have each crossed the network in turn (Lighthouse measured the LCP of /dashboard and
 * /calendar at 3.0 s that way; QUALITY.md's bar is 1.8 s). The browser then hydrates it (src/main.tsx) from the same
 * data, which the page carries as JSON (src/shared/initial-render.ts).
 *
 * The build writes each page's HTML around two slots and keeps the renderer (scripts/prerender.mjs).
 * The session comes from the cookies the app writes (spec §3): the access token is verified as an
 * API call's would be, and a page is rendered only for a host whose token and user cookie agree.
 * Anything else (no session, an expired token, an admin, a failure) gets the ordinary shell, which
 * the browser renders and which renews or redirects as it always has.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { InitialRender } from '../../../shared/initial-render';
import { readStoredSession } from '../../../shared/session-cookies';
import type { AccessClaims } from '../../lib/access-tokens';
import { HttpError } from '../../lib/http-error';
import { callerOf } from '../auth/find-caller';
import { INITIAL_RENDER_SLOT, PAGE_SLOT, signedInPageFile } from '../../../shared/signed-in-slots';
import { cutPage, type SlottedPage } from '../../lib/page-slots';
import type { AppDeps } from '../../types';
import { calendarPropertiesOf, propertyIdOf } from '../../../shared/calendar-first-view';
import { monthOf, monthsRange } from '../../../shared/calendar-months';
import { sriLankaToday } from '../../../shared/reservation-dates';
import { getPropertyCalendar } from '../calendar/get-property-calendar';
import { getDashboard } from '../dashboard/get-dashboard';
import { listHostProperties } from '../properties/list-host-properties';


type PageDeps = Pick<AppDeps, 'db' | 'clock' | 'reference'>;
type PageData = InitialRender['data'];
type PageLoader = (deps: PageDeps, caller: AccessClaims, query: URLSearchParams) => Promise<PageData>;

/** Each page, with the data its screen shows first: what its API calls answer. */
const PAGES: Record<string, PageLoader> = {
  '/dashboard': async (deps, caller) => ({ dashboard: await getDashboard({ deps, caller }) }),
  '/calendar': loadCalendarPage,
};

/**
 * /calendar as its screen first reads it (calendar-data.machine.ts): the host's properties for the
 * picker (the first page of 50, as the screen asks), then three months from this one of the
 * property in ?propertyId=, else the first. Another host's property is refused (404) as the API
 * refuses it, and the page falls back to the shell.
 */
async function loadCalendarPage(deps: PageDeps, caller: AccessClaims, query: URLSearchParams): Promise<PageData> {
  const page = await listHostProperties({ deps, ownerId: caller.id, limit: 50, offset: 0 });
  const properties = calendarPropertiesOf(page.items);
  const propertyId = propertyIdOf(query.get('propertyId')) ?? properties[0]?.id ?? null;
  if (propertyId === null) return { calendar: { properties, calendar: null } };
  const window = monthsRange(monthOf(sriLankaToday(deps.clock())));
  return { calendar: { properties, calendar: await getPropertyCalendar({ deps, caller, propertyId, ...window }) } };
}

/** The renderer the build keeps (src/prerender/entry-server.tsx). */
type Renderer = {
  renderPage(path: string, initial: InitialRender): Promise<string>;
  initialRenderJson(initial: InitialRender): string;
};

export type SignedInPages = {
  /** Whether `pathname` is one of these pages. */
  has(pathname: string): boolean;
  /**
   * Loads the renderer (React and the screens, about 0.2 s) ahead of the first page, once the server
   * is serving; a page asked for before then loads it itself.
   */
  warm(): void;
  /** The page for this request, to be given its nonce; null when the shell should answer instead. */
  render(request: FastifyRequest, pathname: string): Promise<((nonce: string) => string) | null>;
};

/** The pages the build wrote into `prerenderedDir`; null when it wrote none (an older build, tests). */
export function signedInPages(prerenderedDir: string, deps: PageDeps & Pick<AppDeps, 'tokens'>, log: FastifyBaseLogger): SignedInPages | null {
  const rendererFile = path.join(prerenderedDir, 'render', 'entry-server.js');
  const templates = new Map<string, SlottedPage>();
  for (const pathname of Object.keys(PAGES)) {
    const file = path.join(prerenderedDir, 'signed-in', signedInPageFile(pathname));
    if (fs.existsSync(file)) templates.set(pathname, cutPage(fs.readFileSync(file, 'utf8'), [PAGE_SLOT, INITIAL_RENDER_SLOT]));
  }
  if (templates.size === 0 || !fs.existsSync(rendererFile)) return null;

  let renderer: Promise<Renderer> | null = null;
  // A failed load is tried again by the next page (which meanwhile gets the shell).
  const loadRenderer = () =>
    (renderer ??= (import(pathToFileURL(rendererFile).href) as Promise<Renderer>).catch((error: unknown) => {
      renderer = null;
      throw error;
    }));

  return {
    has: (pathname) => templates.has(pathname),
    warm: () => void loadRenderer().catch((error: unknown) => log.error({ err: error }, 'loading the page renderer failed; signed-in pages get the shell until it loads')),
    async render(request, pathname) {
      const template = templates.get(pathname);
      const caller = template ? await hostOf(request, deps) : null;
      if (!template || !caller) return null;
      try {
        const url = new URL(request.url, 'http://page');
        const data = await PAGES[pathname](deps, caller.claims, url.searchParams);
        const initial: InitialRender = { path: pathname, session: caller.session, data };
        const { renderPage, initialRenderJson } = await loadRenderer();
        const html = await renderPage(`${pathname}${url.search}`, initial);
        const json = initialRenderJson(initial);
        return (nonce) => template(nonce, html, json);
      } catch (error) {
        // A refusal (another host's ?propertyId=, an out-of-range query) is the page's own answer,
        // which the screen shows once it asks the API; anything else is logged. Either way the
        // browser can still render the page itself: a failure here costs speed, not the page.
        if (!(error instanceof HttpError && error.statusCode < 500)) log.error({ err: error, pathname }, 'rendering a signed-in page failed; sending the shell');
        return null;
      }
    },
  };
}

/** The signed-in host the request's cookies speak for (a live session, as an API call's), or null. */
async function hostOf(request: FastifyRequest, deps: Pick<AppDeps, 'tokens' | 'db' | 'clock'>) {
  const stored = readStoredSession({ get: () => request.headers.cookie ?? '', set: () => {}, secure: false });
  const claims = await callerOf(deps, stored.accessToken);
  const user = stored.user;
  // The page shows the user cookie's name and photo: only when it is the token's own host.
  if (!claims || claims.role !== 'HOST' || !user || user.id !== claims.id || user.role.guard !== 'HOST') return null;
  return { claims, session: { signedIn: true, user, isProfileCompleted: stored.isProfileCompleted } };
}

/**
 * A signed-in host's first screen, rendered by the server with the host's data, so the page paints
 * its content from the HTML instead of after the app's code, the screen's code and the screen's
 * API calls have each crossed the network in turn (Lighthouse measured the LCP of /dashboard and
 * /calendar at 3.0 s that way; QUALITY.md's bar is 1.8 s).
 *
 * The build keeps the app's renderer (scripts/prerender.mjs, src/prerender/entry-server.tsx): React
 * Router's static handler runs the page's route loaders (src/app/router.tsx) over the data source
 * given here, the domain functions called for the host, and the browser's router hydrates from the
 * same data, which the page carries as JSON. The build writes each page's HTML around two slots.
 * The session comes from the cookies the app writes (spec §3): the access token is verified as an
 * API call's would be, and a page is rendered only for a host whose token and user cookie agree.
 * Anything else (no session, an expired token, an admin, a failure) gets the ordinary shell, which
 * the browser renders and which renews or redirects as it always has.
 *
 * The page is in the request's language (request-locale.ts: the portal_locale cookie, else
 * Accept-Language), as the browser picks it, which then hydrates it in the same language: the build
 * writes each page's HTML once per language (<html lang> and the language's catalog preloaded) and
 * the renderer renders the messages in it. The account's own stored language (users.locale) is not
 * read here: the app writes the cookie when it applies the account's language (useAccountLocale).
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { calendarPropertiesOf } from '../../../shared/calendar-first-view';
import type { PageDataSource } from '../../../shared/page-data';
import { sriLankaToday } from '../../../shared/reservation-dates';
import { readStoredSession } from '../../../shared/session-cookies';
import type { Locale } from '../../../shared/locales';
import type { SessionView } from '../../../shared/session-user';
import { INITIAL_RENDER_SLOT, PAGE_SLOT, signedInPageFile } from '../../../shared/signed-in-slots';
import type { AccessClaims } from '../../lib/access-tokens';
import { HttpError } from '../../lib/http-error';
import { pageIn, readPageInLanguages, type PageInLanguages } from '../../lib/page-slots';
import type { AppDeps } from '../../types';
import { callerOf } from '../auth/find-caller';
import { getPropertyCalendar } from '../calendar/get-property-calendar';
import { getDashboard } from '../dashboard/get-dashboard';
import { listHostProperties } from '../properties/list-host-properties';
import { listReservations } from '../reservations/list-reservations';

type PageDeps = Pick<AppDeps, 'db' | 'clock' | 'reference'>;

/** The pages rendered for a signed-in host (each has a route loader). */
const PAGES = ['/dashboard', '/calendar', '/reservation-manage'];

/**
 * The data a page's loaders read, as the API answers it to `caller`. A refusal (another host's
 * ?propertyId=) is the API's own answer and the loader gives the screen no data, so it asks the API
 * itself and shows the refusal; anything else is logged as well.
 */
function pageDataFor(deps: PageDeps, caller: AccessClaims, log: FastifyBaseLogger): PageDataSource {
  const logged = <T>(read: Promise<T>): Promise<T> =>
    read.catch((error: unknown) => {
      if (!(error instanceof HttpError && error.statusCode < 500)) log.error({ err: error }, 'reading a signed-in page\'s data failed; the screen loads it itself');
      throw error;
    });
  return {
    dashboard: () => logged(getDashboard({ deps, caller })),
    calendarProperties: () => logged(listHostProperties({ deps, ownerId: caller.id, limit: 50, offset: 0 }).then((page) => calendarPropertiesOf(page.items))),
    calendar: (window) => logged(getPropertyCalendar({ deps, caller, ...window })),
    today: () => sriLankaToday(deps.clock()),
    reservations: (filters) => logged(listReservations({ deps, caller, filters })),
  };
}

/** The renderer the build keeps (src/prerender/entry-server.tsx). */
type Renderer = {
  renderPage(url: string, pages: PageDataSource, session: SessionView, locale: Locale): Promise<{ html: string; hydrationJson: string }>;
};

export type SignedInPages = {
  /** Whether `pathname` is one of these pages. */
  has(pathname: string): boolean;
  /**
   * Loads the renderer (React and the screens, about 0.2 s) ahead of the first page, once the server
   * is serving; a page asked for before then loads it itself.
   */
  warm(): void;
  /** The page for this request in `locale`, to be given its nonce; null when the shell should answer instead. */
  render(request: FastifyRequest, pathname: string, locale: Locale): Promise<((nonce: string) => string) | null>;
};

/** The pages the build wrote into `prerenderedDir`; null when it wrote none (an older build, tests). */
export function signedInPages(prerenderedDir: string, deps: PageDeps & Pick<AppDeps, 'tokens'>, log: FastifyBaseLogger): SignedInPages | null {
  const rendererFile = path.join(prerenderedDir, 'render', 'entry-server.js');
  // Each page in the languages the build wrote it in: all three, or English alone (an older build).
  const templates = new Map<string, PageInLanguages>();
  for (const pathname of PAGES) {
    const inLanguages = readPageInLanguages((locale) => path.join(prerenderedDir, 'signed-in', signedInPageFile(pathname, locale)), [PAGE_SLOT, INITIAL_RENDER_SLOT]);
    if (inLanguages) templates.set(pathname, inLanguages);
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
    async render(request, pathname, wanted) {
      const languages = templates.get(pathname);
      const host = languages ? await hostOf(request, deps) : null;
      if (!languages || !host) return null;
      const { page: template, locale } = pageIn(languages, wanted);
      try {
        const { renderPage } = await loadRenderer();
        const { html, hydrationJson } = await renderPage(request.url, pageDataFor(deps, host.claims, log), host.session, locale);
        return (nonce) => template(nonce, html, hydrationJson);
      } catch (error) {
        // The browser can still render the page itself: a failure here costs speed, not the page.
        log.error({ err: error, pathname }, 'rendering a signed-in page failed; sending the shell');
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
  const session: SessionView = { signedIn: true, user, isProfileCompleted: stored.isProfileCompleted };
  return { claims, session };
}

// Global styles first, so component modules (loaded after) win over the base button styles.
import './styles/tokens.css';
import './styles/base.css';
import './styles/fonts.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider, type HydrationState } from 'react-router-dom';
import { App } from './app/app';
import { activateLocale } from './app/i18n/load-catalog';
import { initialLocale } from './app/i18n/locale-choice';
import { startInspector } from './app/inspect';
import { RenderedSessionProvider } from './app/rendered-session';
import { createAppRouter, HYDRATION_DATA_ID, loadRouteErrorScreen } from './app/router';
import { sessionStore } from './app/session-store';
import { hydrateUntilFirstNavigation } from './app/use-hydrated';

const root = document.getElementById('root');
if (!root) throw new Error('index.html must contain #root');

await startInspector();

// The language's messages arrive before the first render (one small chunk per language); and
// whether <html lang> said that language already, as the HTML the server wrote in it does.
const inItsLanguage = await activateLocale(initialLocale());

/** The router's data of a page the server rendered for a signed-in host, from its JSON block; undefined on any other page. */
function readHydrationData(): HydrationState | undefined {
  const text = document.getElementById(HYDRATION_DATA_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as HydrationState;
  } catch {
    return undefined;
  }
}

const hydrationData = readHydrationData();
// The server chose the page's language by the rules this browser follows (the portal_locale
// cookie, else the browser's languages), and the catalog activated above is that language's, so
// the first render matches the HTML. Should they differ (a cached answer, an Accept-Language the
// browser reports otherwise), the page is rendered afresh in the reader's language: hydrating
// English HTML with Sinhala text would not match.
const hydrating = root.firstElementChild !== null && inItsLanguage;
// Given hydration data, the router leaves the page where the reader has scrolled it: a prerendered
// page (/, /login) is read and scrolled before its code has run, and without any the router's first
// render scrolled back to the top, under the finger of a visitor about to tap a footer link.
const routerData = hydrating ? (hydrationData ?? {}) : hydrationData;
const router = createAppRouter(routerData);
const app = (
  <StrictMode>
    {/* The server rendered such a page for the session these cookies hold. */}
    <RenderedSessionProvider value={hydrationData ? sessionStore.getView() : null}>
      <App router={<RouterProvider router={router} />} />
    </RenderedSessionProvider>
  </StrictMode>
);
// The build prerenders / and /login (src/prerender), and the server renders a signed-in host's
// /dashboard, /calendar and /reservation-manage per request (src/server/modules/web-pages): their
// HTML is hydrated, every other page is rendered here from an empty #root. Either way the first
// render is a transition, so it yields to the browser every few milliseconds instead of holding
// the main thread for the whole app at once (Lighthouse counted it as one long task); an event on
// a part not yet hydrated hydrates that part at once.
if (hydrating) {
  hydrateUntilFirstNavigation(router);
  startTransition(() => void hydrateRoot(root, app));
} else {
  startTransition(() => createRoot(root).render(app));
}

// The router's error page waits until the browser is idle (see router.tsx).
const whenIdle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 2000));
whenIdle(() => void loadRouteErrorScreen());

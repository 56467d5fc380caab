// Global styles first, so component modules (loaded after) win over the base button styles.
import './styles/tokens.css';
import './styles/base.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { InitialRenderProvider, readInitialRender } from './app/initial-render';
import { startInspector } from './app/inspect';
import { createAppRouter, loadRouteErrorScreen } from './app/router';
import { markHydrating } from './app/use-session';

const root = document.getElementById('root');
if (!root) throw new Error('index.html must contain #root');

await startInspector();

const app = (
  <StrictMode>
    <InitialRenderProvider value={readInitialRender(document)}>
      <App router={createAppRouter()} />
    </InitialRenderProvider>
  </StrictMode>
);
// The build prerenders / and /login (src/prerender), and the server renders a signed-in host's
// /dashboard and /calendar per request (src/server/modules/web-pages): their HTML is hydrated,
// every other page is rendered here from an empty #root. Either way the first render is a
// transition, so it yields to the browser every few milliseconds instead of holding the main
// thread for the whole app at once (Lighthouse counted it as one long task); an event on a part
// not yet hydrated hydrates that part at once.
if (root.firstElementChild) {
  markHydrating();
  startTransition(() => void hydrateRoot(root, app));
} else {
  startTransition(() => createRoot(root).render(app));
}

// The router's error page waits until the browser is idle (see router.tsx).
const whenIdle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 2000));
whenIdle(() => void loadRouteErrorScreen());

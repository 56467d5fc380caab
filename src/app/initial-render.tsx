/**
 * A page the server rendered for a signed-in host (src/server/modules/web-pages): the session it
 * rendered with and the data its screen showed. The server renders the tree inside this context;
 * the browser reads the same values from the page (#initial-render, a JSON data block) and hydrates
 * inside it, so both renders start alike. Prerendered signed-out pages (/ and /login) have none.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { InitialRender } from '../shared/initial-render';
import type { SessionView } from '../shared/session-user';

/** The id of the page's JSON data block. */
export const INITIAL_RENDER_ID = 'initial-render';

const InitialRenderContext = createContext<InitialRender | null>(null);

export function InitialRenderProvider({ value, children }: { value: InitialRender | null; children: ReactNode }) {
  return <InitialRenderContext value={value}>{children}</InitialRenderContext>;
}

/** The session the page was rendered with: what the first render must show again to hydrate. */
export function useInitialSession(): SessionView | null {
  return useContext(InitialRenderContext)?.session ?? null;
}

// Once the host moves to another page, what the server rendered is history: coming back to the
// screen loads afresh. Module state is fine here, as the server never moves (its memory router
// renders one path per request, and this stays false there).
let spent = false;
/** The layout, when the location first changes. */
export function spendInitialRender(): void {
  spent = true;
}

/** The data the server rendered `key` with, when this is that first render's path; else undefined. */
export function useInitialData<K extends keyof InitialRender['data']>(key: K, pathname: string): InitialRender['data'][K] | undefined {
  const initial = useContext(InitialRenderContext);
  return !spent && initial?.path === pathname ? initial.data[key] : undefined;
}

/** The browser's copy, from the page; null on a page without one. */
export function readInitialRender(doc: Document): InitialRender | null {
  const text = doc.getElementById(INITIAL_RENDER_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as InitialRender;
  } catch {
    return null;
  }
}

/** The page's data block text: JSON with every '<' escaped, so no '</script>' can end it early. */
export function initialRenderJson(initial: InitialRender): string {
  return JSON.stringify(initial).replace(/</g, '\\u003c');
}

/**
 * The session a page's HTML was rendered with, which its hydration must render again: on the
 * server, the signed-in host it renders a page for (src/server/modules/web-pages); in the browser,
 * hydrating such a page, the session the same cookies hold (src/main.tsx). Prerendered signed-out
 * pages (/ and /login) and pages rendered in the browser have none.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { SessionView } from '../shared/session-user';

const RenderedSessionContext = createContext<SessionView | null>(null);

export function RenderedSessionProvider({ value, children }: { value: SessionView | null; children: ReactNode }) {
  return <RenderedSessionContext value={value}>{children}</RenderedSessionContext>;
}

/** The session the page was rendered with, or null (signed out). */
export function useRenderedSession(): SessionView | null {
  return useContext(RenderedSessionContext);
}

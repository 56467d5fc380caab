import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';
import type { DataRouter } from 'react-router-dom';

/**
 * False while React hydrates a prerendered page (scripts/prerender.mjs) and on the server, true once
 * the page's code has taken it over. A control whose click needs that code says it is not ready
 * until then (a click before hydration would do nothing).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  // In a transition: an update that is not one, reaching a Suspense boundary whose code has not
  // arrived (the landing page's plans and questions, under the hero's button), makes React throw
  // the boundary's HTML away and show its placeholder meanwhile; a transition waits for the code.
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}

/**
 * The props of a prerendered button whose click needs the page's code: `aria-disabled` until the
 * page has hydrated. It keeps its look for the moment that takes, and assistive technology and
 * Playwright alike treat it as not ready.
 */
export function useReadyOnceHydrated(): { 'aria-disabled'?: true } {
  return useHydrated() ? {} : { 'aria-disabled': true };
}

// On the server every render makes HTML; in the browser, the renders of a page's HTML until the
// first navigation (src/main.tsx), after which every screen renders in the browser.
let renderingHtml = typeof document === 'undefined';
// Whether this page began as HTML that was hydrated: fixed for the app's lifetime.
let hydratedPage = false;

/** True in a browser app that began by hydrating the page's HTML (src/main.tsx), for its whole lifetime. */
export const isHydratedPage = () => hydratedPage;

/** src/main.tsx, before it hydrates the page's HTML: `useHydrating` is true until the router first navigates. */
export function hydrateUntilFirstNavigation(router: Pick<DataRouter, 'subscribe' | 'state'>): void {
  hydratedPage = true;
  renderingHtml = true;
  const { key } = router.state.location;
  const stop = router.subscribe((state) => {
    if (state.navigation.state === 'idle' && state.location.key === key) return;
    renderingHtml = false;
    stop();
  });
}

const unchanging = () => () => {};
/**
 * True while React hydrates HTML the server rendered (and on the server), false in a render the
 * browser starts itself, a later visit's included: what was in the HTML must render at once.
 * The snapshot in the browser is the same as the server's while the page's first screen is on
 * show, so hydration schedules no re-render for it: that re-render is synchronous, and reaching a
 * Suspense boundary still waiting for its code (the landing page's plans and questions) it made
 * React throw the boundary's HTML away and show its placeholder until the code came.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(unchanging, () => renderingHtml, () => true);
}

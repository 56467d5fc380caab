import { useEffect, useState, useSyncExternalStore } from 'react';

/**
 * False while React hydrates a prerendered page (scripts/prerender.mjs) and on the server, true once
 * the page's code has taken it over. A control whose click needs that code says it is not ready
 * until then (a click before hydration would do nothing).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
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

const unchanging = () => () => {};
/**
 * True while React hydrates HTML the server rendered (and on the server), false in a render the
 * browser starts itself, a later visit's included: what was in the HTML must render at once.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(unchanging, () => false, () => true);
}

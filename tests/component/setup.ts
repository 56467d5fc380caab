import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());

// findBy… waits for lazily loaded screens; the default 1 s ran out when CI shared the two cores
// with other work (a route's chunk imported in 1.4 s). A real regression still fails, later.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks these; Radix and the layout only need them to exist.
if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
// ScrollRestoration scrolls on navigation; jsdom does not implement scrolling.
window.scrollTo = (() => {}) as typeof window.scrollTo;

import { createElement, type ComponentType, type ReactNode } from 'react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, configure, type RenderHookOptions, type RenderOptions } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { compileEnglishMessage } from '../../src/app/i18n/english-messages';

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

// Screens read their texts through Lingui (issue 27): every render gets the app's I18nProvider with
// English active as the app has it (source texts, src/app/i18n/english-messages.ts), around any
// wrapper the test gives.
i18n.setMessagesCompiler(compileEnglishMessage);
i18n.loadAndActivate({ locale: 'en', messages: {} });
vi.mock('@testing-library/react', async (importOriginal) => {
  const library = await importOriginal<typeof import('@testing-library/react')>();
  const withI18n =
    (Inner?: ComponentType<{ children: ReactNode }>) =>
    ({ children }: { children: ReactNode }) =>
      createElement(I18nProvider, { i18n }, Inner ? createElement(Inner, null, children) : children);
  return {
    ...library,
    render: ((ui: ReactNode, options?: RenderOptions) => library.render(ui, { ...options, wrapper: withI18n(options?.wrapper) })) as typeof library.render,
    renderHook: ((hook: (props: unknown) => unknown, options?: RenderHookOptions<unknown>) =>
      library.renderHook(hook, { ...options, wrapper: withI18n(options?.wrapper) })) as typeof library.renderHook,
  };
});

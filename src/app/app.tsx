import { Suspense, type ReactNode } from 'react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { ToasterSlot } from './layout/toaster-slot';
import { LoaderOverlay } from './layout/loader-overlay';
import { AppProviders } from './providers';

/**
 * The app around its router: the browser's RouterProvider (src/main.tsx), or the server's
 * StaticRouterProvider when a page is rendered to HTML (src/prerender).
 */
export function App({ router }: { router: ReactNode }) {
  // The language is active before the first render (src/main.tsx, src/prerender); a switch re-renders every message.
  return (
    <I18nProvider i18n={i18n}>
      <AppProviders>
        <Suspense fallback={null}>{router}</Suspense>
        <LoaderOverlay />
        <ToasterSlot />
      </AppProviders>
    </I18nProvider>
  );
}

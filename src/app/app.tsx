import { Suspense, type ReactNode } from 'react';
import { ToasterSlot } from './layout/toaster-slot';
import { LoaderOverlay } from './layout/loader-overlay';
import { AppProviders } from './providers';

/**
 * The app around its router: the browser's RouterProvider (src/main.tsx), or the server's
 * StaticRouterProvider when a page is rendered to HTML (src/prerender).
 */
export function App({ router }: { router: ReactNode }) {
  return (
    <AppProviders>
      <Suspense fallback={null}>{router}</Suspense>
      <LoaderOverlay />
      <ToasterSlot />
    </AppProviders>
  );
}

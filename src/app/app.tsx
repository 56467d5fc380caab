import { Suspense } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { ToasterSlot } from './layout/toaster-slot';
import { LoaderOverlay } from './layout/loader-overlay';
import { AppProviders } from './providers';

/** The browser's router in the app, a memory router when the build prerenders a page (src/prerender). */
export type AppRouter = ReturnType<typeof createBrowserRouter>;

export function App({ router }: { router: AppRouter }) {
  return (
    <AppProviders>
      <Suspense fallback={null}>
        <RouterProvider router={router} />
      </Suspense>
      <LoaderOverlay />
      <ToasterSlot />
    </AppProviders>
  );
}

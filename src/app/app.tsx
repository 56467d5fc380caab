import { Suspense } from 'react';
import { RouterProvider } from 'react-router-dom';
import { ToasterSlot } from './layout/toaster-slot';
import { LoaderOverlay } from './layout/loader-overlay';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

const router = createAppRouter();

export function App() {
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

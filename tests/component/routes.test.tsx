import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { resetSessionStore } from '../../src/app/session-store';
import { routes } from '../../src/app/router';
import { browserPageData } from '../../src/api/page-data';
import { AppProviders } from '../../src/app/providers';

const HOST = { id: 3, firstName: 'Nimal', lastName: 'Perera', email: 'host@demo.lk', countryCode: '+94', contactNo: '771234567', file: null, role: { guard: 'HOST' } };

async function signedInAsHost() {
  document.cookie = `user=${encodeURIComponent(JSON.stringify(HOST))}; path=/`;
  await resetSessionStore();
}

const ADMIN = { ...HOST, id: 1, email: 'admin@demo.lk', role: { guard: 'ADMIN' } };

async function signedInAsAdmin() {
  document.cookie = `user=${encodeURIComponent(JSON.stringify(ADMIN))}; path=/`;
  await resetSessionStore();
}

async function signedOut() {
  document.cookie = 'user=; path=/; max-age=0';
  document.cookie = 'accessToken=; path=/; max-age=0';
  await resetSessionStore();
}

const SPEC_PATHS = [
  // The wizard's parts (src/app/route-paths.ts): its shell answers a step no row has with not-found.
  '/start', '/property/:step/:propertyId?', '/unit/:step/:propertyId', '/image/:step/:propertyId', '/final/:step/:propertyId',
  '/main/finish/:propertyId', '/complete/:propertyId',
  '/', '/login', '/sign-up', '/reset-password', '/forget-password', '/dashboard', '/profile', '/calendar',
  '/earnings-manage', '/reservation-manage', '/view-reservation/:reservationCode', '/synchronize/:propertyId',
  '/listed-properties', '/draft-listing', '/plan-selection', '/view/:propertyId', '/coming-soon', '/about-us',
  '/terms-and-conditions', '/privacy-policy', '/admin-property-listings', '/not-found', '*',
  '/admin-listings', '/admin-edit-property/:propertyId', '/admin-calendar/:propertyId',
];

/** The app's routes at `path`, inside the providers the app wraps them in. */
const renderAt = (path: string) =>
  render(
    <AppProviders>
      <RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />
    </AppProviders>,
  );

const pathsOf = (list: RouteObject[]): string[] =>
  list.flatMap((route) => [...(route.path ? [route.path] : []), ...pathsOf(route.children ?? [])]);

describe('router', () => {
  it('has every route of the spec', () => {
    expect(new Set(pathsOf(routes))).toEqual(new Set(SPEC_PATHS));
  });

  it.each(['/view/abc', '/view/0', '/view/99999999999', '/view-reservation/abc', '/synchronize/1.5', '/property/02/abc', '/main/finish/-3', '/admin-edit-property/x'])(
    'answers %s, whose parameter cannot name anything, with the not-found screen (not the API refusal)',
    async (path) => {
      await signedInAsHost();
      const fetch = vi.spyOn(globalThis, 'fetch');
      renderAt(path);
      expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
      expect(fetch.mock.calls.map(([url]) => String(url)).filter((url) => /\/(properties|reservations)\//.test(url))).toEqual([]);
      fetch.mockRestore();
    },
  );

  it.each(['/property/99/5', '/property/15/5', '/property/02', '/property/01/5', '/unit/03/5', '/image/1/5', '/final/05/5'])(
    'answers the wizard path %s, which no step has, with the not-found screen',
    async (path) => {
      await signedInAsHost();
      const fetch = vi.spyOn(globalThis, 'fetch');
      renderAt(path);
      // The wizard's chunk is large for jsdom to load under a busy CI machine; allow it time.
      expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' }, { timeout: 5000 })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Back To Dashboard' }).getAttribute('href')).toBe('/dashboard');
      expect(fetch.mock.calls.map(([url]) => String(url)).filter((url) => /\/(properties|reservations)\//.test(url))).toEqual([]);
      fetch.mockRestore();
    },
  );

  it('shows a wizard step with its title once its screen has loaded', async () => {
    await signedInAsHost();
    renderAt('/property/02/41');
    // The wizard's chunk is large for jsdom to load under a busy CI machine; allow it time.
    expect(await screen.findByRole('heading', { level: 1, name: 'Where is your place?' }, { timeout: 5000 })).toBeTruthy();
  });

  it('shows Page Not Found for an unknown path', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeTruthy();
  });

  it('sends a logged-out visitor of a signed-in area to login', async () => {
    await signedOut();
    renderAt('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeTruthy();
  });

  it('sends a logged-out visitor of an admin redirect route to login', async () => {
    await signedOut();
    renderAt('/admin-calendar/12');
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeTruthy();
  });

  it.each(['/admin-listings', '/admin-edit-property/12', '/admin-calendar/12'])(
    'tells a signed-in host who opens the admin link %s that it is for administrators, and keeps them signed in',
    async (path) => {
      await signedInAsHost();
      renderAt(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'This link is for administrators' }, { timeout: 5000 })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Back To Dashboard' }).getAttribute('href')).toBe('/dashboard');
      expect(document.cookie).toContain('user=');
    },
  );

  it.each(['/dashboard', '/earnings-manage', '/reservation-manage'])('takes an admin who opens the host screen %s to the admin listings', async (path) => {
    await signedInAsAdmin();
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Property Listings' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1, name: 'Dashboard' })).toBeNull();
  });

  it.each([
    ['a signed-out visitor', signedOut, ['/dashboard', '/calendar'], 'Login'],
    ['an admin', signedInAsAdmin, ['/dashboard'], 'Property Listings'],
  ] as const)("reads no host's page data for %s, whom the layout sends on", async (_who, signIn, paths, heading) => {
    await signIn();
    const reads = [vi.spyOn(browserPageData, 'dashboard'), vi.spyOn(browserPageData, 'calendarProperties')];
    for (const path of paths) {
      const { unmount } = renderAt(path);
      expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 5000 })).toBeTruthy();
      unmount();
    }
    expect(reads.flatMap((read) => read.mock.calls)).toEqual([]);
    reads.forEach((read) => read.mockRestore());
  });

  it('leaves a host on their dashboard', async () => {
    await signedInAsHost();
    renderAt('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, { timeout: 5000 })).toBeTruthy();
  });

  describe('error page', () => {
    function Broken({ error }: { error: Error }): never {
      throw error;
    }
    /** The app's shell route with one child screen that throws `error`. */
    const renderBrokenScreen = (error: Error) => {
      const [shell] = routes;
      const router = createMemoryRouter([{ element: shell.element, errorElement: shell.errorElement, children: [{ path: '/broken', element: <Broken error={error} /> }] }], {
        initialEntries: ['/broken'],
      });
      return render(
        <AppProviders>
          <Suspense fallback={null}>
            <RouterProvider router={router} />
          </Suspense>
        </AppProviders>,
      );
    };

    it('shows a calm page with Reload Page when a screen fails', async () => {
      const silence = vi.spyOn(console, 'error').mockImplementation(() => {});
      renderBrokenScreen(new Error('boom'));
      expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }, { timeout: 5000 })).toBeTruthy();
      expect(screen.getByText(/We could not show this page/)).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Reload Page' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Back To Home' }).getAttribute('href')).toBe('/');
      silence.mockRestore();
    });

    it('asks for a reload when a screen\'s code cannot be fetched after a new release', async () => {
      const silence = vi.spyOn(console, 'error').mockImplementation(() => {});
      renderBrokenScreen(new TypeError('Failed to fetch dynamically imported module: /assets/old.js'));
      expect(await screen.findByText(/A new version of the portal is available/, undefined, { timeout: 5000 })).toBeTruthy();
      silence.mockRestore();
    });
  });
});

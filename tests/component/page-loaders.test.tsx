/**
 * The signed-in pages' route loaders (src/app/router.tsx): a page the server rendered hydrates from
 * the data it carried, a later visit reads afresh through the loader, and the screen takes over
 * from what the loader read (or loads for itself when it read nothing).
 */
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type HydrationState } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Dashboard } from '../../machines/dashboard.machine';
import { AppProviders } from '../../src/app/providers';
import { appRoutes } from '../../src/app/router';
import { resetSessionStore } from '../../src/app/session-store';
import type { PageDataSource } from '../../src/shared/page-data';

// The screens' own calls, made by their machines when the loader gave them nothing.
const getDashboard = vi.hoisted(() => vi.fn<() => Promise<Dashboard>>());
vi.mock('../../src/api/dashboard-calls', () => ({ getDashboard }));
const listCalendarProperties = vi.hoisted(() => vi.fn(async () => []));
vi.mock('../../src/api/calendar-calls', () => ({ listCalendarProperties, getPropertyCalendar: vi.fn(), writePropertyCalendar: vi.fn() }));
const listReservations = vi.hoisted(() => vi.fn());
vi.mock('../../src/api/reservation-calls', async (original) => ({ ...(await original<object>()), listReservations }));

const HOST = { id: 3, firstName: 'Nimal', lastName: 'Perera', email: 'host@demo.lk', countryCode: '+94', contactNo: '771234567', file: null, role: { guard: 'HOST' } };

const dashboard = (arrivals: number): Dashboard => ({
  today: '2027-03-10',
  arrivals: Array.from({ length: arrivals }, (_, i) => ({ reservationCode: `R${i}`, guestName: `Guest ${i}`, propertyName: 'Palm Shade', checkIn: '2027-03-10', checkOut: '2027-03-12', status: 'confirmed' })) as unknown as Dashboard['arrivals'],
  departures: [],
  staying: [],
  weekAhead: [],
  pendingRequests: [],
  pendingRequestCount: 0,
  occupancy: { thisMonth: { month: '2027-03', bookedNights: 0, availableNights: 0 }, lastMonth: { month: '2027-02', bookedNights: 0, availableNights: 0 } },
  earnings: { thisMonth: [], lastMonth: [] },
  listingsByStatus: { draft: 0, pending_review: 0, listed: 1, rejected: 0, unlisted: 0, suspended: 0 },
  prompts: { missingProfileFields: [], draftPropertyId: null, payoutDetailsNeeded: [] },
  setup: {
    complete: true,
    listing: { done: true, propertyId: 1 },
    draft: null,
    profile: { done: true },
    photos: { done: true, count: 5, minimum: 5, propertyId: 1 },
    otherSites: { done: true, propertyId: 1 },
    calendarAndPrices: { done: true, propertyId: 1 },
  },
  sync: { feedErrors: [], conflicts: [] },
});

function fakePages(): { [K in keyof PageDataSource]: ReturnType<typeof vi.fn> & PageDataSource[K] } {
  return {
    dashboard: vi.fn(async () => dashboard(2)),
    calendarProperties: vi.fn(async () => []),
    calendar: vi.fn(),
    today: vi.fn(() => '2027-03-10'),
    reservations: vi.fn(async () => ({ items: [], nextCursor: null })),
  } as never;
}

function renderApp(pages: PageDataSource, path: string, options: { hydrationData?: HydrationState; forHost?: () => boolean } = {}) {
  const router = createMemoryRouter(appRoutes(pages, options.forHost), { initialEntries: [path], hydrationData: options.hydrationData });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

/** The 'Arriving today' figure. */
const arrivingFigure = async () => (await screen.findByText('Arriving today', { selector: 'dt' })).nextElementSibling?.textContent;

beforeEach(async () => {
  document.cookie = `user=${encodeURIComponent(JSON.stringify(HOST))}; path=/`;
  await resetSessionStore();
  getDashboard.mockReset();
  listCalendarProperties.mockClear();
  listReservations.mockClear();
});

describe("the signed-in pages' route loaders", () => {
  it('hydrate a page the server rendered from the data it carried, reading nothing again', async () => {
    const pages = fakePages();
    renderApp(pages, '/dashboard', { hydrationData: { loaderData: { dashboard: dashboard(4) } } });
    expect(await arrivingFigure()).toBe('4');
    expect(pages.dashboard).not.toHaveBeenCalled();
    expect(getDashboard).not.toHaveBeenCalled();
  });

  it('read the page afresh on each later visit, and the screen starts from what they read', async () => {
    const pages = fakePages();
    const router = renderApp(pages, '/dashboard', { hydrationData: { loaderData: { dashboard: dashboard(4) } } });
    expect(await arrivingFigure()).toBe('4');
    await act(() => router.navigate('/calendar'));
    await screen.findByRole('heading', { level: 1, name: 'Calendar' });
    await act(() => router.navigate('/dashboard'));
    expect(await arrivingFigure()).toBe('2');
    expect(pages.dashboard).toHaveBeenCalledTimes(1);
    expect(getDashboard).not.toHaveBeenCalled();
    // Three screens' chunks load in jsdom; allow a busy machine the time.
  }, 15_000);

  it('give the screen nothing when their read fails, and the screen reads for itself', async () => {
    const pages = { ...fakePages(), dashboard: vi.fn(async () => Promise.reject(new Error('offline'))) };
    getDashboard.mockResolvedValue(dashboard(1));
    renderApp(pages, '/dashboard');
    expect(await arrivingFigure()).toBe('1');
    expect(pages.dashboard).toHaveBeenCalledTimes(1);
    expect(getDashboard).toHaveBeenCalledTimes(1);
  });

  it('read nothing for a visitor who is not a signed-in host (the screen decides, as without a loader)', async () => {
    const pages = fakePages();
    getDashboard.mockResolvedValue(dashboard(0));
    renderApp(pages, '/dashboard', { forHost: () => false });
    expect(await arrivingFigure()).toBe('0');
    expect(pages.dashboard).not.toHaveBeenCalled();
  });

  it("read /calendar once: the screen's own change of ?propertyId= does not read it again", async () => {
    const pages = fakePages();
    const router = renderApp(pages, '/calendar');
    expect(await screen.findByRole('heading', { name: 'Your calendar starts with a listing' })).toBeTruthy();
    expect(pages.calendarProperties).toHaveBeenCalledTimes(1);
    await act(() => router.navigate('/calendar?propertyId=9', { replace: true }));
    expect(pages.calendarProperties).toHaveBeenCalledTimes(1);
    expect(listCalendarProperties).not.toHaveBeenCalled();
  });

  it("read /reservation-manage's first page of upcoming stays, which the screen shows without reading it again", async () => {
    const pages = fakePages();
    renderApp(pages, '/reservation-manage');
    expect(await screen.findByText(/^No arrivals ahead yet\./)).toBeTruthy();
    expect(pages.reservations).toHaveBeenCalledExactlyOnceWith({ group: 'upcoming', limit: 20 });
    expect(listReservations).not.toHaveBeenCalled();
  });

  it('show that the next page is loading while its loader reads, keeping this one', async () => {
    let answer: (value: Dashboard) => void = () => {};
    const pages = { ...fakePages(), dashboard: vi.fn(() => new Promise<Dashboard>((resolve) => (answer = resolve))) };
    const router = renderApp(pages, '/calendar');
    await screen.findByRole('heading', { level: 1, name: 'Calendar' });
    expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull();
    await act(async () => {
      void router.navigate('/dashboard');
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(await screen.findByText('Loading', { selector: '.visually-hidden' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Calendar' })).toBeTruthy();
    await act(async () => answer(dashboard(3)));
    expect(await arrivingFigure()).toBe('3');
    expect(screen.queryByText('Loading', { selector: '.visually-hidden' })).toBeNull();
  }, 15_000);
});

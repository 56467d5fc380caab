import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { Dashboard } from '../../machines/dashboard.machine';
import { DashboardScreen } from '../../src/screens/dashboard/dashboard-screen';

const getDashboard = vi.hoisted(() => vi.fn<() => Promise<Dashboard>>());
vi.mock('../../src/api/dashboard-calls', () => ({ getDashboard }));

const dashboard = (prompts: Partial<Dashboard['prompts']>): Dashboard => ({
  today: '2027-03-10',
  arrivals: [],
  departures: [],
  staying: [],
  weekAhead: [],
  pendingRequests: [],
  pendingRequestCount: 0,
  occupancy: { thisMonth: { month: '2027-03', bookedNights: 0, availableNights: 0 }, lastMonth: { month: '2027-02', bookedNights: 0, availableNights: 0 } },
  earnings: { thisMonth: [], lastMonth: [] },
  listingsByStatus: { draft: 0, pending_review: 0, listed: 1, rejected: 0, unlisted: 0, suspended: 0 },
  prompts: { missingProfileFields: [], draftPropertyId: null, payoutDetailsNeeded: [], ...prompts },
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

const renderDashboard = () =>
  render(
    <MemoryRouter initialEntries={['/dashboard']}>
      <DashboardScreen />
    </MemoryRouter>,
  );

describe('the dashboard’s to-do list', () => {
  it('asks for the bank details of each listing whose plan now pays out, linking to its payments step', async () => {
    getDashboard.mockResolvedValue(dashboard({ payoutDetailsNeeded: [{ propertyId: 12, name: 'Palm Shade Guest House' }] }));
    renderDashboard();
    const note = await screen.findByRole('note', { name: 'Bank details needed' });
    expect(within(note).getByText('Palm Shade Guest House:')).toBeTruthy();
    expect(within(note).getByText(/Add your bank details so we can send your payouts/)).toBeTruthy();
    expect(within(note).getByRole('link', { name: 'Add bank details' }).getAttribute('href')).toBe('/final/01/12');
  });

  it('asks nothing when every listing has what its plan needs', async () => {
    getDashboard.mockResolvedValue(dashboard({}));
    renderDashboard();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    await screen.findByText(/Today,/);
    expect(screen.queryByRole('note', { name: 'Bank details needed' })).toBeNull();
  });
});

import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { Dashboard } from '../../machines/dashboard.machine';
import { DashboardScreen } from '../../src/screens/dashboard/dashboard-screen';

const getDashboard = vi.hoisted(() => vi.fn<() => Promise<Dashboard>>());
vi.mock('../../src/api/dashboard-calls', () => ({ getDashboard }));

type Stay = Dashboard['arrivals'][number];
type Setup = Dashboard['setup'];

const stay = (code: string, guestName: string, checkIn: string, checkOut: string, status = 'confirmed') =>
  ({ code, guestName, propertyName: 'Palm Shade Guest House', unitName: 'Garden room', checkIn, checkOut, nights: 2, channel: 'guest_site', status, allowedActions: [], createdAt: '2027-03-10T02:00:00.000Z' }) as unknown as Stay;

const steps = ['propertyType', 'location', 'address', 'name', 'bookingPlan', 'price', 'ratePlans', 'bathrooms', 'policies', 'languages', 'parking', 'description', 'highlights', 'newListingDiscount', 'units', 'photos', 'payments', 'cancellationPolicy', 'invoice', 'importantInfo'] as const;
const completion = (done: number) => Object.fromEntries(steps.map((key, i) => [key, i < done])) as NonNullable<Setup['draft']>['completion'];

const nothingYet: Setup = {
  complete: false,
  listing: { done: false, propertyId: null },
  draft: null,
  profile: { done: false },
  photos: { done: false, count: 0, minimum: 5, propertyId: null },
  otherSites: { done: false, propertyId: null },
  calendarAndPrices: { done: false, propertyId: null },
};
const allDone: Setup = {
  complete: true,
  listing: { done: true, propertyId: 4 },
  draft: null,
  profile: { done: true },
  photos: { done: true, count: 8, minimum: 5, propertyId: 4 },
  otherSites: { done: true, propertyId: 4 },
  calendarAndPrices: { done: true, propertyId: 4 },
};

const dashboard = (over: Partial<Dashboard>): Dashboard => ({
  today: '2027-03-10',
  arrivals: [],
  departures: [],
  staying: [],
  weekAhead: [],
  pendingRequests: [],
  pendingRequestCount: 0,
  occupancy: { thisMonth: { month: '2027-03', bookedNights: 0, availableNights: 0 }, lastMonth: { month: '2027-02', bookedNights: 0, availableNights: 0 } },
  earnings: { thisMonth: [], lastMonth: [] },
  listingsByStatus: { draft: 0, pending_review: 0, listed: 0, rejected: 0, unlisted: 0, suspended: 0 },
  prompts: { missingProfileFields: ['nic', 'address'], draftPropertyId: null, payoutDetailsNeeded: [] },
  setup: nothingYet,
  sync: { feedErrors: [], conflicts: [] },
  ...over,
});

const renderDashboard = (data: Dashboard) =>
  render(
    <MemoryRouter initialEntries={['/dashboard']}>
      <DashboardScreen rendered={data} />
    </MemoryRouter>,
  );

const checklist = (name: string) => screen.getByRole('region', { name });
const items = (region: HTMLElement) => within(region).getAllByRole('listitem').map((item) => item.textContent);
const hrefOf = (region: HTMLElement, name: string) => within(region).getByRole('link', { name }).getAttribute('href');

describe('a new host’s dashboard', () => {
  it('is the setup checklist, with no zero figures and no empty day', () => {
    renderDashboard(dashboard({}));
    const setup = checklist('Get ready for your first guests');
    expect(within(setup).getByText('0 of 5 done')).toBeTruthy();
    expect(items(setup)).toEqual([
      'List your property (to do)Your place, its rooms, prices and policies, one step at a time.',
      'Complete your profile (to do)Your profile is missing your NIC number, address.',
      'Add photos (to do)At least 5, once your listing is started.',
      'Connect other sites (to do)Once your listing is submitted.',
      'Check your calendar and prices (to do)Once your listing is submitted.',
    ]);
    expect(hrefOf(setup, 'List your property')).toBe('/plan-selection');
    expect(hrefOf(setup, 'Complete your profile')).toBe('/profile');
    // What cannot be done yet is no link.
    expect(within(setup).getAllByRole('link')).toHaveLength(2);
    expect(screen.queryByRole('region', { name: 'Arriving today' })).toBeNull();
    expect(screen.queryByRole('term')).toBeNull();
  });

  it('continues the draft at its step, with its progress, and adds its photos', () => {
    const draft = { propertyId: 7, name: 'Kandy Lake House', isPropertyTypeRoomOrHomeStay: false, completion: completion(4) };
    renderDashboard(
      dashboard({
        prompts: { missingProfileFields: [], draftPropertyId: 7, payoutDetailsNeeded: [] },
        setup: { ...nothingYet, draft, listing: { done: false, propertyId: 7 }, profile: { done: true }, photos: { done: false, count: 2, minimum: 5, propertyId: 7 } },
      }),
    );
    const setup = checklist('Get ready for your first guests');
    expect(within(setup).getByText('1 of 5 done')).toBeTruthy();
    expect(hrefOf(setup, 'Finish your listing')).toBe('/property/05/7');
    expect(within(setup).getByText('Kandy Lake House · Step 5 of 20')).toBeTruthy();
    expect(within(setup).getByRole('progressbar', { name: 'Listing progress' }).getAttribute('value')).toBe('5');
    expect(within(setup).queryByRole('link', { name: 'Complete your profile' })).toBeNull();
    expect(within(setup).getByText('Complete your profile').parentElement?.textContent).toContain('(done)');
    expect(hrefOf(setup, 'Add photos')).toBe('/image/01/7');
    expect(within(setup).getByText('2 of 5 photos · guests choose by them')).toBeTruthy();
    // The draft is in the checklist, not in a second prompt above it.
    expect(screen.queryByRole('list', { name: 'To do' })).toBeNull();
  });
});

describe('an established host’s dashboard', () => {
  const day = dashboard({
    arrivals: [stay('ARRIVE01', 'Amaya Wickramasinghe', '2027-03-10', '2027-03-12')],
    departures: [stay('LEAVE001', 'Lukas Becker', '2027-03-08', '2027-03-10')],
    staying: [stay('STAY0001', 'Chloé Martin', '2027-03-09', '2027-03-11', 'checked_in')],
    weekAhead: [stay('SOON0001', 'Priya Raman', '2027-03-13', '2027-03-15')],
    listingsByStatus: { draft: 0, pending_review: 0, listed: 1, rejected: 0, unlisted: 0, suspended: 0 },
    prompts: { missingProfileFields: [], draftPropertyId: null, payoutDetailsNeeded: [] },
    setup: allDone,
  });

  it("puts today's work first: arrivals, departures, guests staying and requests, then the next days, then the figures", () => {
    renderDashboard(day);
    const regions = screen.getAllByRole('region').map((region) => region.getAttribute('aria-labelledby'));
    expect(regions).toEqual(['arrivals-heading', 'departures-heading', 'staying-heading', 'requests-heading', 'week-heading', 'listings-heading']);
    expect(within(screen.getByRole('region', { name: 'Guests staying' })).getByRole('link').textContent).toBe('Chloé Martin Palm Shade Guest House · Garden room');
    const week = screen.getByRole('region', { name: 'The next 7 days' });
    const figures = screen.getAllByRole('term')[0]!;
    expect(week.compareDocumentPosition(figures) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Finish setting up' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Get ready for your first guests' })).toBeNull();
  });

  it('says so when nobody else is staying', () => {
    renderDashboard({ ...day, staying: [] });
    expect(within(screen.getByRole('region', { name: 'Guests staying' })).getByText('No other guests are staying tonight.')).toBeTruthy();
  });

  it('lists what is left to set up below the day, with the done items ticked', () => {
    renderDashboard({ ...day, prompts: { ...day.prompts, missingProfileFields: ['nic'] }, setup: { ...allDone, complete: false, profile: { done: false }, otherSites: { done: false, propertyId: 4 } } });
    const setup = checklist('Finish setting up');
    expect(within(setup).getByText('3 of 5 done')).toBeTruthy();
    expect(hrefOf(setup, 'Complete your profile')).toBe('/profile');
    expect(within(setup).getByText('Your profile is missing your NIC number.')).toBeTruthy();
    expect(hrefOf(setup, 'Connect other sites')).toBe('/synchronize/4');
    expect(within(setup).queryByRole('link', { name: 'Check your calendar and prices' })).toBeNull();
    expect(within(setup).getByText('Add photos').parentElement?.textContent).toBe('Add photos (done)8 photos');
    const listings = screen.getByRole('region', { name: 'Your listings' });
    expect(listings.compareDocumentPosition(setup) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows the oldest requests and counts every one, with a link to them all', () => {
    const waiting = ['REQ00001', 'REQ00002', 'REQ00003', 'REQ00004', 'REQ00005'].map((code) => stay(code, 'Priya Raman', '2027-03-20', '2027-03-22', 'pending'));
    renderDashboard({ ...day, pendingRequests: waiting, pendingRequestCount: 12 });
    const requests = screen.getByRole('region', { name: 'Requests waiting for your answer' });
    expect(within(requests).getAllByRole('link', { name: /^Priya Raman/ })).toHaveLength(5);
    expect(hrefOf(requests, 'See all 12 requests')).toBe('/reservation-manage?status=pending');
    const figure = screen.getAllByRole('term').find((term) => term.textContent === 'Requests waiting')!;
    expect(figure.nextElementSibling?.textContent).toBe('12');
  });

  it('has no such link when the dashboard shows every request', () => {
    const waiting = [stay('REQ00001', 'Priya Raman', '2027-03-20', '2027-03-22', 'pending')];
    renderDashboard({ ...day, pendingRequests: waiting, pendingRequestCount: 1 });
    expect(within(screen.getByRole('region', { name: 'Requests waiting for your answer' })).queryByRole('link', { name: /^See all/ })).toBeNull();
  });

  it('still offers a second listing in progress at the top', () => {
    renderDashboard({ ...day, prompts: { ...day.prompts, draftPropertyId: 12 } });
    const todo = screen.getByRole('list', { name: 'To do' });
    expect(within(todo).getByRole('link', { name: 'Continue your listing' }).getAttribute('href')).toBe('/draft-listing');
  });
});

describe('refreshing the dashboard on patchy data', () => {
  const day = dashboard({ listingsByStatus: { draft: 0, pending_review: 0, listed: 1, rejected: 0, unlisted: 0, suspended: 0 }, setup: allDone });

  it('reads it again on Refresh and shows what came', async () => {
    let answer!: (value: Dashboard) => void;
    getDashboard.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    renderDashboard(day);
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    const busy = screen.getByRole('button', { name: 'Refreshing…' });
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    // The day stays on screen while the new one comes.
    expect(screen.getByText('No guests arrive today.')).toBeTruthy();
    answer({ ...day, arrivals: [stay('ARRIVE02', 'Nuwan Perera', '2027-03-10', '2027-03-11')] });
    expect(await within(screen.getByRole('region', { name: 'Arriving today' })).findByRole('link', { name: /^Nuwan Perera/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh' }).getAttribute('aria-disabled')).toBeNull();
    expect(getDashboard).toHaveBeenCalledTimes(1);
  });

  it('keeps the day it has, with the reason, when the connection drops', async () => {
    // As the calls layer rejects a read that got no answer (spec §8).
    getDashboard.mockRejectedValueOnce(new Error('Your connection was interrupted'));
    renderDashboard(day);
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Your connection was interrupted')).toBeTruthy();
    expect(screen.getByText('No guests arrive today.')).toBeTruthy();
  });
});

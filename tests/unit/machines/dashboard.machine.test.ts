import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { dashboardKind, dashboardMachine, draftStep, occupancyPercent, setupItems, type Dashboard } from '../../../machines/dashboard.machine';

const empty: Dashboard = {
  today: '2027-03-10',
  arrivals: [],
  departures: [],
  staying: [],
  weekAhead: [],
  pendingRequests: [],
  pendingRequestCount: 0,
  occupancy: { thisMonth: { month: '2027-03', bookedNights: 12, availableNights: 93 }, lastMonth: { month: '2027-02', bookedNights: 3, availableNights: 84 } },
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
};

function start(load: () => Promise<Dashboard>) {
  const actor = createActor(dashboardMachine.provide({ actors: { loadDashboard: fromPromise(load) } }), { input: {} }).start();
  return { actor, settled: () => waitFor(actor, (s) => !s.hasTag('busy')) };
}

describe('dashboardMachine', () => {
  it('loads the dashboard', async () => {
    const { actor, settled } = start(async () => empty);
    await settled();
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(actor.getSnapshot().context.dashboard).toEqual(empty);
  });

  it('starts ready with the figures a server-rendered page gave it, reading nothing until a refresh', async () => {
    let calls = 0;
    const load = async () => {
      calls += 1;
      return { ...empty, today: '2027-03-11' };
    };
    const actor = createActor(dashboardMachine.provide({ actors: { loadDashboard: fromPromise(load) } }), { input: { dashboard: empty } }).start();
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(actor.getSnapshot().context.dashboard).toEqual(empty);
    expect(calls).toBe(0);
    actor.send({ type: 'dashboard.refresh' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(calls).toBe(1);
    expect(actor.getSnapshot().context.dashboard?.today).toBe('2027-03-11');
  });

  it('fails with the message and loads again on retry', async () => {
    let calls = 0;
    const { actor, settled } = start(async () => {
      calls += 1;
      if (calls === 1) throw { httpStatus: 500, message: 'Something went wrong' };
      return empty;
    });
    await settled();
    expect(actor.getSnapshot().matches('failed')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('Something went wrong');
    actor.send({ type: 'dashboard.retry' });
    await settled();
    expect(actor.getSnapshot().matches('ready')).toBe(true);
  });

  it('keeps the figures on screen when a refresh fails', async () => {
    let calls = 0;
    const { actor, settled } = start(async () => {
      calls += 1;
      if (calls === 2) throw { httpStatus: 503, message: 'Try again later' };
      return empty;
    });
    await settled();
    actor.send({ type: 'dashboard.refresh' });
    await settled();
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ dashboard: empty, error: 'Try again later' });
  });
});

describe('occupancyPercent', () => {
  it('rounds booked nights over nights for sale, and has no figure when nothing is for sale', () => {
    expect(occupancyPercent({ bookedNights: 12, availableNights: 93 })).toBe(13);
    expect(occupancyPercent({ bookedNights: 0, availableNights: 0 })).toBeNull();
  });
});

describe('the setup checklist', () => {
  const steps = ['propertyType', 'location', 'address', 'name', 'bookingPlan', 'price', 'ratePlans', 'bathrooms', 'policies', 'languages', 'parking', 'description', 'highlights', 'newListingDiscount', 'units', 'photos', 'payments', 'cancellationPolicy', 'invoice', 'importantInfo'] as const;
  const completion = (done: number) => Object.fromEntries(steps.map((key, i) => [key, i < done])) as NonNullable<Dashboard['setup']['draft']>['completion'];
  const fresh: Dashboard['setup'] = {
    complete: false,
    listing: { done: false, propertyId: null },
    draft: null,
    profile: { done: false },
    photos: { done: false, count: 0, minimum: 5, propertyId: null },
    otherSites: { done: false, propertyId: null },
    calendarAndPrices: { done: false, propertyId: null },
  };

  it('is the whole dashboard until a listing leaves draft, then today comes first', () => {
    expect(dashboardKind({ setup: fresh })).toBe('setup');
    expect(dashboardKind({ setup: { ...fresh, draft: { propertyId: 7, name: null, isPropertyTypeRoomOrHomeStay: false, completion: completion(4) } } })).toBe('setup');
    expect(dashboardKind({ setup: { ...fresh, listing: { done: true, propertyId: 7 } } })).toBe('today');
  });

  it('links a host with nothing to nowhere but the start: photos, sync and the calendar wait', () => {
    expect(setupItems(fresh)).toEqual([
      { key: 'listing', done: false, to: null },
      { key: 'profile', done: false, to: '/profile' },
      { key: 'photos', done: false, to: null },
      { key: 'otherSites', done: false, to: null },
      { key: 'calendarAndPrices', done: false, to: null },
    ]);
  });

  it("continues a draft at its first unfinished step, and says where that is as the wizard does", () => {
    const draft = { propertyId: 7, name: 'Palm Shade', isPropertyTypeRoomOrHomeStay: false, completion: completion(4) };
    const items = setupItems({ ...fresh, draft, listing: { done: false, propertyId: 7 }, photos: { done: false, count: 2, minimum: 5, propertyId: 7 } });
    expect(items[0]).toEqual({ key: 'listing', done: false, to: '/property/05/7' });
    expect(items[2]).toEqual({ key: 'photos', done: false, to: '/image/01/7' });
    expect(draftStep(draft)).toEqual({ position: 5, total: 20 });
    expect(draftStep({ ...draft, completion: completion(15) })).toEqual({ position: 16, total: 20 });
  });

  it('links sync and the calendar to the listing out of draft', () => {
    const items = setupItems({ ...fresh, listing: { done: true, propertyId: 9 }, otherSites: { done: false, propertyId: 9 }, calendarAndPrices: { done: true, propertyId: 9 } });
    expect(items.slice(3)).toEqual([
      { key: 'otherSites', done: false, to: '/synchronize/9' },
      { key: 'calendarAndPrices', done: true, to: '/calendar?propertyId=9' },
    ]);
  });
});

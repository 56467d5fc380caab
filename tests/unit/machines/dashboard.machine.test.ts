import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { dashboardMachine, occupancyPercent, type Dashboard } from '../../../machines/dashboard.machine';

const empty: Dashboard = {
  today: '2027-03-10',
  arrivals: [],
  departures: [],
  weekAhead: [],
  pendingRequests: [],
  occupancy: { thisMonth: { month: '2027-03', bookedNights: 12, availableNights: 93 }, lastMonth: { month: '2027-02', bookedNights: 3, availableNights: 84 } },
  earnings: { thisMonth: [], lastMonth: [] },
  listingsByStatus: { draft: 0, pending_review: 0, listed: 1, rejected: 0, unlisted: 0, suspended: 0 },
  prompts: { missingProfileFields: [], draftPropertyId: null, payoutDetailsNeeded: [] },
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

import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  adminListingsMachine,
  filtersFromSearch,
  narrowed,
  searchOf,
  type AdminPropertyPage,
  type AdminPropertyQuery,
  type AdminListFilters,
} from '../../../machines/admin-listings.machine';
import { adminRow } from './admin-fixtures';

const COUNTS = { draft: 1, pending_review: 2, listed: 3, rejected: 0, unlisted: 0, suspended: 0, all: 6 };

const page = (ids: number[], nextCursor: string | null = null, counts = COUNTS): AdminPropertyPage => ({ items: ids.map((id) => adminRow({ id })), nextCursor, counts });

function start(loadPage: (query: AdminPropertyQuery) => Promise<AdminPropertyPage>, filters: AdminListFilters = {}, loadPlans = async () => [{ id: 1, name: 'Listing Only' }]) {
  const calls: AdminPropertyQuery[] = [];
  const actor = createActor(
    adminListingsMachine.provide({
      actors: {
        loadPage: fromPromise(({ input }) => {
          calls.push(input);
          return loadPage(input);
        }),
        loadPlans: fromPromise(loadPlans),
      },
    }),
    { input: { filters } },
  );
  actor.start();
  return { actor, calls };
}

describe('filters in the URL query', () => {
  it('reads every filter a link may hold', () => {
    const filters = filtersFromSearch(new URLSearchParams('status=pending_review&planId=2&district=Nuwara+Eliya&host=31&q=+palm+&sort=name&order=desc'));
    expect(filters).toEqual({ status: 'pending_review', planId: 2, district: 'Nuwara Eliya', host: 31, q: 'palm', sort: 'name', order: 'desc' });
  });

  it('leaves out what the server would refuse, so an old or edited link still shows a list', () => {
    const filters = filtersFromSearch(new URLSearchParams(`status=approved&planId=0&district=Atlantis&host=-4&q=${'x'.repeat(101)}&sort=price&order=up`));
    expect(filters).toEqual({});
    expect(filtersFromSearch(new URLSearchParams('planId=2147483648&host=1e3'))).toEqual({});
    expect(filtersFromSearch(new URLSearchParams('q=%20%20'))).toEqual({});
  });

  it('writes the defaults as nothing, so equal filters give equal links', () => {
    expect(searchOf({ sort: 'updated', order: 'desc' })).toBe('');
    expect(searchOf({ sort: 'name', order: 'asc' })).toBe('sort=name');
    expect(searchOf({ sort: 'name', order: 'desc', q: 'Palm Shade' })).toBe('q=Palm+Shade&sort=name&order=desc');
    expect(searchOf({ order: 'asc', status: 'listed', host: 5 })).toBe('status=listed&host=5&order=asc');
    const round = { status: 'rejected', planId: 3, district: 'Galle', host: 9, q: 'LK-000123', sort: 'created', order: 'asc' } as const;
    expect(filtersFromSearch(new URLSearchParams(searchOf(round)))).toEqual(round);
  });

  it('counts plan, district, host and text as narrowing; status and order do not', () => {
    expect(narrowed({ status: 'listed', sort: 'name', order: 'desc' })).toBe(false);
    for (const filters of [{ planId: 1 }, { district: 'Galle' as const }, { host: 4 }, { q: 'palm' }]) expect(narrowed(filters)).toBe(true);
  });
});

describe('the admin listings machine', () => {
  it('loads the first page under the filters it starts with, 25 a page, and the plan choices', async () => {
    const { actor, calls } = start(async () => page([1, 2], 'c1'), { status: 'pending_review', sort: 'updated', order: 'desc' });
    const ready = await waitFor(actor, (s) => s.matches('ready') && s.context.plans.length > 0);
    expect(calls).toEqual([{ status: 'pending_review', limit: 25 }]);
    expect(ready.context.page?.items.map((row) => row.id)).toEqual([1, 2]);
    expect(ready.context.counts).toEqual(COUNTS);
    expect(ready.can({ type: 'admin.next' })).toBe(true);
    expect(ready.can({ type: 'admin.previous' })).toBe(false);
  });

  it('goes to the next page with its cursor and back to the previous one, keeping the page shown while loading', async () => {
    const pages: Record<string, AdminPropertyPage> = { first: page([1, 2], 'c1'), c1: page([3, 4], 'c2'), c2: page([5]) };
    const { actor, calls } = start(async (query) => pages[query.cursor ?? 'first']);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'admin.next' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().context.page?.items.map((row) => row.id)).toEqual([1, 2]);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'admin.next' });
    const last = await waitFor(actor, (s) => s.matches('ready'));
    expect(last.context.page?.items.map((row) => row.id)).toEqual([5]);
    expect(last.can({ type: 'admin.next' })).toBe(false);
    actor.send({ type: 'admin.previous' });
    const back = await waitFor(actor, (s) => s.matches('ready'));
    expect(back.context.page?.items.map((row) => row.id)).toEqual([3, 4]);
    expect(calls.map((call) => call.cursor)).toEqual([undefined, 'c1', 'c2', 'c1']);
  });

  it('starts from the first page when the filters change, and ignores the same filters again', async () => {
    const { actor, calls } = start(async (query) => (query.cursor ? page([3]) : page([1, 2], 'c1')));
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'admin.next' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.cursors.length === 1);
    actor.send({ type: 'admin.filters', filters: { district: 'Galle', q: 'palm' } });
    expect(actor.getSnapshot().context.page).toBeNull();
    const filtered = await waitFor(actor, (s) => s.matches('ready'));
    expect(filtered.context.cursors).toEqual([]);
    expect(calls.at(-1)).toEqual({ district: 'Galle', q: 'palm', limit: 25 });
    // The same filters in another spelling (defaults written out) load nothing.
    actor.send({ type: 'admin.filters', filters: { q: 'palm', district: 'Galle', sort: 'updated', order: 'desc' } });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(calls).toHaveLength(3);
  });

  it('keeps the counts through a filter change so the tabs do not blank', async () => {
    let release: (value: AdminPropertyPage) => void = () => {};
    let first = true;
    const { actor } = start(() => (first ? ((first = false), Promise.resolve(page([1]))) : new Promise((resolve) => (release = resolve))));
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'admin.filters', filters: { status: 'listed' } });
    expect(actor.getSnapshot().context.counts).toEqual(COUNTS);
    release(page([2], null, { ...COUNTS, listed: 4, all: 7 }));
    expect((await waitFor(actor, (s) => s.matches('ready'))).context.counts?.all).toBe(7);
  });

  it('still shows the list when the plan choices fail to load (no actor error, so no error page)', async () => {
    const { actor } = start(async () => page([1, 2]), {}, async () => {
      throw new TypeError('Failed to fetch');
    });
    await waitFor(actor, (s) => s.matches('ready'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().status).toBe('active');
    expect(actor.getSnapshot().context.page?.items.map((row) => row.id)).toEqual([1, 2]);
    expect(actor.getSnapshot().context.plans).toEqual([]);
  });

  it('fails with the message and tries the same page again', async () => {
    let fail = true;
    const { actor, calls } = start(async () => {
      if (fail) throw { message: 'Your connection was interrupted' };
      return page([1]);
    });
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.error).toBe('Your connection was interrupted');
    fail = false;
    actor.send({ type: 'admin.retry' });
    expect((await waitFor(actor, (s) => s.matches('ready'))).context.error).toBeNull();
    expect(calls).toHaveLength(2);
  });

  it('goes back a page when a later page comes back empty (rows went away meanwhile)', async () => {
    const { actor, calls } = start(async (query) => (query.cursor ? page([]) : page([1, 2], 'c1')));
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'admin.next' });
    await waitFor(actor, (s) => s.matches('ready') && calls.length === 3);
    expect(actor.getSnapshot().context.cursors).toEqual([]);
    expect(actor.getSnapshot().context.page?.items.map((row) => row.id)).toEqual([1, 2]);
  });

  it('shows an empty first page as an empty list, not a failure', async () => {
    const { actor } = start(async () => page([]), { q: 'nowhere' });
    const ready = await waitFor(actor, (s) => s.matches('ready'));
    expect(ready.context.page?.items).toEqual([]);
  });
});

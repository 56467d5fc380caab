import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { listStartOf, reservationListMachine, type ListFilters, type ReservationPage, type ReservationQuery } from '../../../machines/reservation-list.machine';
import { reservation } from './reservation-fixtures';

const page = (codes: string[], nextCursor: string | null = null): ReservationPage => ({ items: codes.map((code) => reservation({ code })), nextCursor });

function start(
  loadPage: (query: ReservationQuery) => Promise<ReservationPage>,
  rendered?: ReservationPage,
  loadOptions = async () => [{ id: 3, name: 'Palm Shade Guest House' }],
  filters: ListFilters = { group: 'upcoming' },
) {
  const calls: ReservationQuery[] = [];
  const actor = createActor(
    reservationListMachine.provide({
      actors: {
        loadPage: fromPromise(({ input }) => {
          calls.push(input);
          return loadPage(input);
        }),
        loadPropertyOptions: fromPromise(loadOptions),
      },
    }),
    { input: { start: filters, rendered } },
  );
  actor.start();
  return { actor, calls };
}

describe('the reservation list machine', () => {
  it('starts from the first page its route loaded, shown at once and not read again, and loads more from its cursor', async () => {
    const { actor, calls } = start(async () => page(['CCCCCCCC']), page(['AAAAAAAA'], 'cursor-1'));
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(actor.getSnapshot().context.items.map((r) => r.code)).toEqual(['AAAAAAAA']);
    expect(calls).toEqual([]);
    actor.send({ type: 'reservations.more' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(calls).toEqual([{ group: 'upcoming', limit: 20, cursor: 'cursor-1' }]);
  });

  it('shows an empty first page its route loaded as the empty list, without reading it again', () => {
    const { actor, calls } = start(async () => page(['CCCCCCCC']), page([]));
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(actor.getSnapshot().context.items).toEqual([]);
    expect(calls).toEqual([]);
  });

  it('still shows the list when the property choices fail to load (no actor error, so no error page)', async () => {
    const { actor } = start(
      async () => page(['AAAAAAAA']),
      undefined,
      async () => {
        throw new TypeError('Failed to fetch');
      },
    );
    const ready = await waitFor(actor, (s) => s.matches('ready'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().status).toBe('active');
    expect(ready.context.items.map((r) => r.code)).toEqual(['AAAAAAAA']);
    expect(actor.getSnapshot().context.properties).toEqual([]);
  });

  it('loads the first page of the upcoming list and the property choices', async () => {
    const { actor, calls } = start(async () => page(['AAAAAAAA', 'BBBBBBBB'], 'cursor-1'));
    const ready = await waitFor(actor, (s) => s.matches('ready') && s.context.properties.length > 0);
    expect(ready.context.items.map((r) => r.code)).toEqual(['AAAAAAAA', 'BBBBBBBB']);
    expect(calls).toEqual([{ group: 'upcoming', limit: 20 }]);
    expect(ready.can({ type: 'reservations.more' })).toBe(true);
  });

  it('appends the next keyset page with the same filters and the cursor, keeping the rows shown', async () => {
    const pages = [page(['AAAAAAAA'], 'cursor-1'), page(['BBBBBBBB'])];
    const { actor, calls } = start(async () => pages.shift()!);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'reservations.more' });
    expect(actor.getSnapshot().matches('loadingMore')).toBe(true);
    expect(actor.getSnapshot().context.items).toHaveLength(1);
    const ready = await waitFor(actor, (s) => s.matches('ready'));
    expect(ready.context.items.map((r) => r.code)).toEqual(['AAAAAAAA', 'BBBBBBBB']);
    expect(calls[1]).toEqual({ group: 'upcoming', limit: 20, cursor: 'cursor-1' });
    // The last page: nothing more to load.
    expect(ready.can({ type: 'reservations.more' })).toBe(false);
  });

  it('starts again from the first page when a filter, the search or the tab changes', async () => {
    const { actor, calls } = start(async () => page(['AAAAAAAA'], 'cursor-1'));
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'reservations.filter', patch: { status: 'pending', q: 'Nimali' } });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'reservations.group', group: 'past' });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'reservations.filter', patch: { q: undefined } });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(calls.slice(1)).toEqual([
      { group: 'upcoming', status: 'pending', q: 'Nimali', limit: 20 },
      { group: 'past', status: 'pending', q: 'Nimali', limit: 20 },
      { group: 'past', status: 'pending', limit: 20 },
    ]);
    actor.send({ type: 'reservations.clearFilters' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(calls.at(-1)).toEqual({ group: 'past', limit: 20 });
  });

  it('fails with the server message and retries the first page', async () => {
    const loadPage = vi.fn<(q: ReservationQuery) => Promise<ReservationPage>>().mockRejectedValueOnce({ message: 'Your connection was interrupted' }).mockResolvedValue(page(['AAAAAAAA']));
    const { actor } = start(loadPage);
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.error).toBe('Your connection was interrupted');
    actor.send({ type: 'reservations.retry' });
    expect((await waitFor(actor, (s) => s.matches('ready'))).context.items).toHaveLength(1);
  });

  it('keeps the rows when a later page fails, and retry asks for that page again', async () => {
    const loadPage = vi
      .fn<(q: ReservationQuery) => Promise<ReservationPage>>()
      .mockResolvedValueOnce(page(['AAAAAAAA'], 'cursor-1'))
      .mockRejectedValueOnce({ message: 'Sorry, something went wrong' })
      .mockResolvedValueOnce(page(['BBBBBBBB']));
    const { actor, calls } = start(loadPage);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'reservations.more' });
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.items).toHaveLength(1);
    actor.send({ type: 'reservations.retry' });
    const ready = await waitFor(actor, (s) => s.matches('ready'));
    expect(ready.context.items.map((r) => r.code)).toEqual(['AAAAAAAA', 'BBBBBBBB']);
    expect(calls[2].cursor).toBe('cursor-1');
  });
});

describe('the list a link opens', () => {
  const search = (query: string) => new URLSearchParams(query);

  it("reads the tab and the status from the page's address", () => {
    expect(listStartOf(search('status=pending'))).toEqual({ group: 'upcoming', status: 'pending' });
    expect(listStartOf(search('group=past&status=no_show'))).toEqual({ group: 'past', status: 'no_show' });
    expect(listStartOf(search(''))).toEqual({ group: 'upcoming' });
  });

  it('leaves out a tab or a status that is not one', () => {
    expect(listStartOf(search('group=everything&status=PENDING'))).toEqual({ group: 'upcoming' });
    expect(listStartOf(search('status=pending%27%20or%201%3D1'))).toEqual({ group: 'upcoming' });
  });

  it('loads its first page under those filters, and keeps them when a filter changes', async () => {
    const { actor, calls } = start(async () => page(['AAAAAAAA']), undefined, undefined, { group: 'upcoming', status: 'pending' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(calls).toEqual([{ group: 'upcoming', status: 'pending', limit: 20 }]);
    actor.send({ type: 'reservations.filter', patch: { channel: 'airbnb' } });
    await waitFor(actor, (s) => s.matches('ready') && calls.length === 2);
    expect(calls[1]).toEqual({ group: 'upcoming', status: 'pending', channel: 'airbnb', limit: 20 });
  });
});

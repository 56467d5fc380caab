import { assign, fromPromise, setup } from 'xstate';
import type { components, operations } from '../openapi/schema';
import { RESERVATION_GROUPS, RESERVATION_STATUSES, type ReservationChannel, type ReservationGroup, type ReservationStatus } from '../src/shared/reservation-status';
import { failureText } from './failure-text';
import type { UiText } from './ui-text';

/**
 * /reservation-manage: one list (a tab) under the host's filters, a page at a time. Pages are
 * keyset pages: "Load more" passes the last page's nextCursor back with the same filters, and the
 * rows already shown stay while the next page loads. Changing the tab, a filter or the search
 * starts again from the first page.
 */
export type Reservation = components['schemas']['Reservation'];
export type ReservationPage = components['schemas']['ReservationPage'];
export type ReservationQuery = NonNullable<operations['listReservations']['parameters']['query']>;

const PAGE_SIZE = 20;

export type ListFilters = {
  group: ReservationGroup;
  propertyId?: number;
  status?: ReservationStatus;
  channel?: ReservationChannel;
  from?: string;
  to?: string;
  q?: string;
};

/** What a filter field change carries: undefined clears the field. */
export type FilterPatch = Partial<Omit<ListFilters, 'group'>>;

export type PropertyOption = { id: number; name: string };

type ListContext = {
  filters: ListFilters;
  items: Reservation[];
  nextCursor: string | null;
  error: UiText | null;
  /** The host's properties for the property filter; empty until loaded (or if that failed). */
  properties: PropertyOption[];
  /** Whether the first page came with the screen (its route loaded it), so it is not read again. */
  firstPageGiven: boolean;
};

type ListEvent =
  | { type: 'reservations.group'; group: ReservationGroup }
  | { type: 'reservations.filter'; patch: FilterPatch }
  | { type: 'reservations.clearFilters' }
  | { type: 'reservations.more' }
  | { type: 'reservations.retry' }
  | { type: 'reservations.reload' };

/** The list call's query for these filters: empty fields are left out, not sent blank. */
export function queryOf(filters: ListFilters): Omit<ReservationQuery, 'cursor' | 'limit'> {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== '')) as Omit<ReservationQuery, 'cursor' | 'limit'>;
}

const firstPage = { items: [], nextCursor: null, error: null };

/** The first page of a list under these filters, as the screen first shows it (and its route loads it: src/app/router.tsx). */
export const firstPageQuery = (filters: ListFilters): ReservationQuery => ({ ...queryOf(filters), limit: PAGE_SIZE });

/**
 * The list a link opens: `?group=` a tab and `?status=` a status (the dashboard links to
 * `?status=pending` for every request waiting). Anything else, or a value that is not one, is left out.
 */
export function listStartOf(search: { get(name: string): string | null }): ListFilters {
  const group = RESERVATION_GROUPS.find((known) => known === search.get('group')) ?? 'upcoming';
  const status = RESERVATION_STATUSES.find((known) => known === search.get('status'));
  return status ? { group, status } : { group };
}

type ListInput = {
  /** The tab and filters to start with (listStartOf the page's address); the upcoming list when left out. */
  start?: ListFilters;
  /** The first page of that list, when the page's route loaded it. */
  rendered?: ReservationPage;
};

export const reservationListMachine = setup({
  types: { context: {} as ListContext, events: {} as ListEvent, input: {} as ListInput | undefined },
  actors: {
    loadPage: fromPromise<ReservationPage, ReservationQuery>(async () => {
      throw new Error('loadPage not provided');
    }),
    loadPropertyOptions: fromPromise<PropertyOption[]>(async () => {
      throw new Error('loadPropertyOptions not provided');
    }),
  },
  guards: {
    hasMore: ({ context }) => context.nextCursor !== null,
    showsRows: ({ context }) => context.items.length > 0 && context.nextCursor !== null,
  },
}).createMachine({
  id: 'reservationList',
  initial: 'starting',
  context: ({ input }) => ({
    filters: input?.start ?? { group: 'upcoming' },
    ...firstPage,
    ...(input?.rendered ? { items: input.rendered.items, nextCursor: input.rendered.nextCursor } : {}),
    properties: [],
    firstPageGiven: input?.rendered !== undefined,
  }),
  // The property filter's choices load beside the list; without them the filter offers "All
  // properties" only, and the list itself still works. Its failure must end here: an actor error would fail the whole list (and
  // @xstate/react would throw it into the router's error page).
  invoke: {
    src: 'loadPropertyOptions',
    onDone: { actions: assign({ properties: ({ event }) => event.output }) },
    onError: { actions: assign({ properties: [] }) },
  },
  on: {
    'reservations.group': { target: '.loading', reenter: true, actions: assign({ filters: ({ context, event }) => ({ ...context.filters, group: event.group }), ...firstPage }) },
    'reservations.filter': { target: '.loading', reenter: true, actions: assign({ filters: ({ context, event }) => ({ ...context.filters, ...event.patch }), ...firstPage }) },
    'reservations.clearFilters': { target: '.loading', reenter: true, actions: assign({ filters: ({ context }) => ({ group: context.filters.group }), ...firstPage }) },
    'reservations.reload': { target: '.loading', reenter: true, actions: assign(firstPage) },
  },
  states: {
    // A page whose route loaded the first page starts with it shown.
    starting: {
      always: [{ guard: ({ context }) => context.firstPageGiven, target: 'ready' }, { target: 'loading' }],
    },
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadPage',
        input: ({ context }) => firstPageQuery(context.filters),
        onDone: { target: 'ready', actions: assign({ items: ({ event }) => event.output.items, nextCursor: ({ event }) => event.output.nextCursor, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => failureText(event.error) }) },
      },
    },
    ready: {
      on: { 'reservations.more': { guard: 'hasMore', target: 'loadingMore' } },
    },
    loadingMore: {
      tags: ['busy'],
      invoke: {
        src: 'loadPage',
        input: ({ context }) => ({ ...queryOf(context.filters), limit: PAGE_SIZE, cursor: context.nextCursor! }),
        onDone: {
          target: 'ready',
          actions: assign({ items: ({ context, event }) => [...context.items, ...event.output.items], nextCursor: ({ event }) => event.output.nextCursor, error: null }),
        },
        // The rows already shown stay; retry asks for the same next page again.
        onError: { target: 'failed', actions: assign({ error: ({ event }) => failureText(event.error) }) },
      },
    },
    failed: {
      on: {
        'reservations.retry': [{ guard: 'showsRows', target: 'loadingMore' }, { target: 'loading' }],
      },
    },
  },
});

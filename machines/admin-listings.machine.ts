import { assign, fromPromise, setup } from 'xstate';
import type { components, operations } from '../openapi/schema';
import { SRI_LANKA_DISTRICTS, type District } from '../src/shared/listing-districts';
import type { PropertyStatus } from '../src/shared/listing-lifecycle';
import { failureText } from './failure-text';
import type { UiText } from './ui-text';

/**
 * /admin-property-listings: every host's properties under the admin's filters, a keyset page at a
 * time with Next and Previous. The filters live in the URL query (the screen sends them here as they
 * change, so reload and back keep them); the pages do not: a reload starts at the first page.
 * Previous goes back through the cursors of the pages already seen, so it costs one call, no
 * OFFSET. The page on screen stays while the next one loads; a filter change starts from the first.
 */
export type AdminPropertyPage = components['schemas']['AdminPropertyPage'];
export type AdminPropertyRow = components['schemas']['AdminPropertyRow'];
export type AdminStatusCounts = components['schemas']['AdminStatusCounts'];
export type AdminPropertyQuery = NonNullable<operations['listAdminProperties']['parameters']['query']>;

const PAGE_SIZE = 25;

const ADMIN_SORTS = ['updated', 'created', 'name'] as const;
export type AdminSort = (typeof ADMIN_SORTS)[number];
export type SortOrder = 'asc' | 'desc';

/** The statuses in the order the tabs show them: what needs the team first. */
export const STATUS_TABS: readonly PropertyStatus[] = ['pending_review', 'listed', 'draft', 'rejected', 'unlisted', 'suspended'];

export type AdminListFilters = {
  status?: PropertyStatus;
  planId?: number;
  district?: District;
  host?: number;
  q?: string;
  sort?: AdminSort;
  order?: SortOrder;
};

export type PlanOption = { id: number; name: string };

/** Each sort's order when none is asked for (the server's too): newest first, names A to Z. */
export const defaultOrder = (sort: AdminSort | undefined): SortOrder => (sort === 'name' ? 'asc' : 'desc');

const positiveId = (text: string | null): number | undefined => {
  if (text === null || !/^[1-9][0-9]{0,9}$/.test(text)) return undefined;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : undefined;
};

const oneOf = <T extends string>(values: readonly T[], text: string | null): T | undefined => (values as readonly string[]).includes(text ?? '') ? (text as T) : undefined;

/**
 * The filters a URL query holds. Anything the server would refuse (an unknown status, a district
 * that does not exist, a text over 100 characters) is left out, so an edited or old link still
 * shows a list instead of an error.
 */
export function filtersFromSearch(params: URLSearchParams): AdminListFilters {
  const q = params.get('q')?.trim();
  const filters: AdminListFilters = {
    status: oneOf(STATUS_TABS, params.get('status')),
    planId: positiveId(params.get('planId')),
    district: oneOf(SRI_LANKA_DISTRICTS, params.get('district')),
    host: positiveId(params.get('host')),
    q: q && q.length <= 100 ? q : undefined,
    sort: oneOf(ADMIN_SORTS, params.get('sort')),
    order: oneOf(['asc', 'desc'] as const, params.get('order')),
  };
  return normalized(filters);
}

/** Without empty fields and without what equals the default (sort updated, each sort's own order). */
function normalized(filters: AdminListFilters): AdminListFilters {
  const out: AdminListFilters = {};
  if (filters.status) out.status = filters.status;
  if (filters.planId !== undefined) out.planId = filters.planId;
  if (filters.district) out.district = filters.district;
  if (filters.host !== undefined) out.host = filters.host;
  if (filters.q) out.q = filters.q;
  if (filters.sort && filters.sort !== 'updated') out.sort = filters.sort;
  if (filters.order && filters.order !== defaultOrder(filters.sort)) out.order = filters.order;
  return out;
}

/** The URL query of these filters, in a stable field order (so equal filters give equal URLs). */
export function searchOf(filters: AdminListFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(normalized(filters))) params.set(key, String(value));
  return params.toString();
}

const sameFilters = (a: AdminListFilters, b: AdminListFilters) => searchOf(a) === searchOf(b);

/** Filters besides the status tab and the order: what "Clear filters" clears. */
export const narrowed = (filters: AdminListFilters) => Boolean(filters.planId !== undefined || filters.district || filters.host !== undefined || filters.q);

type AdminListContext = {
  filters: AdminListFilters;
  /** The cursors of the pages after the first that led to the page shown (empty on the first). */
  cursors: string[];
  page: AdminPropertyPage | null;
  /** The latest counts per status; kept through a filter change so the tabs do not flicker. */
  counts: AdminStatusCounts | null;
  error: UiText | null;
  plans: PlanOption[];
};

type AdminListEvent = { type: 'admin.filters'; filters: AdminListFilters } | { type: 'admin.next' } | { type: 'admin.previous' } | { type: 'admin.retry' };

export const adminListingsMachine = setup({
  types: { context: {} as AdminListContext, events: {} as AdminListEvent, input: {} as { filters?: AdminListFilters } | undefined },
  actors: {
    loadPage: fromPromise<AdminPropertyPage, AdminPropertyQuery>(async () => {
      throw new Error('loadPage not provided');
    }),
    loadPlans: fromPromise<PlanOption[]>(async () => {
      throw new Error('loadPlans not provided');
    }),
  },
  guards: {
    filtersChanged: ({ context, event }) => event.type === 'admin.filters' && !sameFilters(context.filters, event.filters),
    hasNext: ({ context }) => Boolean(context.page?.nextCursor),
    hasPrevious: ({ context }) => context.cursors.length > 0,
  },
}).createMachine({
  id: 'adminListings',
  initial: 'loading',
  context: ({ input }) => ({ filters: normalized(input?.filters ?? {}), cursors: [], page: null, counts: null, error: null, plans: [] }),
  // The plan filter's choices load beside the list; without them the filter offers "Any plan" only.
  // Its failure ends here, not in an actor error that would fail the list too (the error page).
  invoke: { src: 'loadPlans', onDone: { actions: assign({ plans: ({ event }) => event.output }) }, onError: { actions: assign({ plans: [] }) } },
  on: {
    'admin.filters': {
      guard: 'filtersChanged',
      target: '.loading',
      reenter: true,
      actions: assign({ filters: ({ event }) => normalized(event.filters), cursors: [], page: null, error: null }),
    },
  },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadPage',
        input: ({ context }) => ({ ...normalized(context.filters), limit: PAGE_SIZE, ...(context.cursors.length > 0 ? { cursor: context.cursors.at(-1) } : {}) }),
        onDone: [
          // A later page that came back empty (rows went away meanwhile): go back one page.
          {
            guard: ({ context, event }) => event.output.items.length === 0 && context.cursors.length > 0,
            target: 'loading',
            reenter: true,
            actions: assign({ cursors: ({ context }) => context.cursors.slice(0, -1) }),
          },
          { target: 'ready', actions: assign({ page: ({ event }) => event.output, counts: ({ event }) => event.output.counts, error: null }) },
        ],
        onError: { target: 'failed', actions: assign({ error: ({ event }) => failureText(event.error) }) },
      },
    },
    ready: {
      on: {
        'admin.next': { guard: 'hasNext', target: 'loading', actions: assign({ cursors: ({ context }) => [...context.cursors, context.page!.nextCursor!] }) },
        'admin.previous': { guard: 'hasPrevious', target: 'loading', actions: assign({ cursors: ({ context }) => context.cursors.slice(0, -1) }) },
      },
    },
    failed: {
      on: {
        'admin.retry': { target: 'loading' },
        'admin.previous': { guard: 'hasPrevious', target: 'loading', actions: assign({ cursors: ({ context }) => context.cursors.slice(0, -1) }) },
      },
    },
  },
});

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { assign, fromPromise, setup } from 'xstate';
import type { components } from '../openapi/schema';
import { HOST_EDITABLE_STATUSES } from '../src/shared/listing-lifecycle';
import { hostActionFor, type HostStatusAction } from '../src/shared/listing-moderation';
import { failureText } from './failure-text';
import type { UiText } from './ui-text';

/**
 * /listed-properties: the host's properties a page at a time (drafts included), with a retry when
 * a page fails and Previous/Next between pages. The page on screen stays while the next one loads,
 * so paging never blanks the list. Each property's actions follow its status (propertyActions).
 */
export type HostPropertyPage = components['schemas']['HostPropertyPage'];
export type HostProperty = components['schemas']['HostPropertySummary'];

export const PAGE_SIZE = 12;

type ListedPropertiesEvent = { type: 'listed.retry' } | { type: 'listed.next' } | { type: 'listed.previous' } | { type: 'listed.reload' };

type ListedPropertiesContext = {
  page: HostPropertyPage | null;
  /** The offset of the page being shown or loaded. */
  offset: number;
  error: UiText | null;
};

export const listedPropertiesMachine = setup({
  types: { context: {} as ListedPropertiesContext, events: {} as ListedPropertiesEvent },
  actors: {
    loadPage: fromPromise<HostPropertyPage, { limit: number; offset: number }>(async () => {
      throw new Error('loadPage not provided');
    }),
  },
  guards: {
    hasNext: ({ context }) => context.page !== null && context.offset + context.page.limit < context.page.total,
    hasPrevious: ({ context }) => context.offset > 0,
  },
}).createMachine({
  id: 'listedProperties',
  initial: 'loading',
  context: { page: null, offset: 0, error: null },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadPage',
        input: ({ context }) => ({ limit: PAGE_SIZE, offset: context.offset }),
        onDone: [
          // A page past the end (properties went away meanwhile): start again from the first.
          {
            guard: ({ event, context }) => event.output.items.length === 0 && context.offset > 0,
            target: 'loading',
            reenter: true,
            actions: assign({ offset: 0 }),
          },
          { guard: ({ event }) => event.output.total === 0, target: 'empty', actions: assign({ page: ({ event }) => event.output, error: null }) },
          { target: 'ready', actions: assign({ page: ({ event }) => event.output, error: null }) },
        ],
        onError: { target: 'failed', actions: assign({ error: ({ event }) => failureText(event.error) }) },
      },
    },
    failed: { on: { 'listed.retry': { target: 'loading' } } },
    empty: {},
    ready: {
      on: {
        // A listing changed status (paused, resumed): the same page again, the old one on screen meanwhile.
        'listed.reload': { target: 'loading' },
        'listed.next': { guard: 'hasNext', target: 'loading', actions: assign({ offset: ({ context }) => context.offset + context.page!.limit }) },
        'listed.previous': {
          guard: 'hasPrevious',
          target: 'loading',
          actions: assign({ offset: ({ context }) => Math.max(0, context.offset - (context.page?.limit ?? PAGE_SIZE)) }),
        },
      },
    },
  },
});

export type PropertyAction = { key: 'continue' | 'manage' | 'calendar' | 'synchronize' | 'view'; label: MessageDescriptor; to: string };

/** Where a listing is edited (the Manage button). One place, so moving the editor is a one-line change. */
export const editPathOf = (id: number): string => `/main/finish/${id}`;

/**
 * What a host can do with a property from the list: one primary action and the rest in a menu.
 * A draft is continued where it stopped (/draft-listing) and has nothing else yet. Anything else is
 * managed on its editing page; a listing in review or suspended cannot be edited (the server refuses
 * it), so there Manage opens its view; a rejected one's Manage is 'Edit and resubmit'. The menu holds its calendar, its channel sync and its preview
 * (Unlist or List again come from pauseActionOf).
 */
export function propertyActions(property: Pick<HostProperty, 'id' | 'status'>): { primary: PropertyAction; menu: PropertyAction[] } {
  const { id, status } = property;
  if (status === 'draft') return { primary: { key: 'continue', label: msg`Continue`, to: '/draft-listing' }, menu: [] };
  return {
    // A rejected listing is managed to be sent again: named as the rejection mail names it.
    primary: { key: 'manage', label: status === 'rejected' ? msg`Edit and resubmit` : msg`Manage`, to: HOST_EDITABLE_STATUSES.has(status) ? editPathOf(id) : `/view/${id}` },
    menu: [
      { key: 'calendar', label: msg`Calendar`, to: `/calendar?propertyId=${id}` },
      { key: 'synchronize', label: msg`Connect other sites`, to: `/synchronize/${id}` },
      { key: 'view', label: msg`Preview`, to: `/view/${id}` },
    ],
  };
}

/** The status's next step (read with i18n._ when shown), after its name on the card: "Pending Review — usually within 2 working days". */
export const NEXT_STEP: Record<HostProperty['status'], MessageDescriptor> = {
  draft: msg`finish the steps to send it for review`,
  pending_review: msg`usually within 2 working days`,
  listed: msg`guests can find and book it`,
  rejected: msg`make the changes asked for and send it again`,
  unlisted: msg`guests cannot find it until you list it again`,
  suspended: msg`guests cannot find or book it`,
};

/** The host's pause or resume of a listing in this status, labelled as the card shows it; null: neither. */
export function pauseActionOf(property: Pick<HostProperty, 'status'>): { action: HostStatusAction; label: MessageDescriptor } | null {
  const action = hostActionFor(property.status);
  if (action === null) return null;
  return { action, label: action === 'unlist' ? msg`Unlist` : msg`List again` };
}

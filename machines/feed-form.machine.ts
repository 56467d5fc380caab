import { assign, fromPromise, setup } from 'xstate';
import type { components } from '../openapi/schema';
import { validateFeedForm, type FeedChannel } from '../src/shared/ical-feed';
import { failureFields, failureText } from './failure-text';
import { feedOutcome, type Announcement } from './feed-outcome';
import type { IcalFeed } from './sync-panel.machine';
import type { UiText } from './ui-text';

/**
 * The import feed form: "Add a calendar" under a unit (it empties after each save, ready for the
 * next channel), or a feed's Edit (it ends once saved or cancelled). Checked with the shared rules
 * (src/shared/ical-feed.ts) before anything is sent; the server checks the same rules, and its
 * field messages (a link already imported: 409) land on the fields too. The server reads a new
 * calendar before it answers, so the answer carries its first health.
 */
export type FeedBody = components['schemas']['IcalFeedBody'];
export type FeedSaveRequest = { unitId: number; feedId: number | null; body: FeedBody };
export type FeedFields = { name: string; channel: FeedChannel | ''; url: string };
export type FeedField = keyof FeedFields;

type FormInput = { unitId: number; feed?: Pick<IcalFeed, 'id' | 'name' | 'channel' | 'url'> | null };

type FormContext = {
  unitId: number;
  /** The feed being edited; null while adding one. */
  feedId: number | null;
  fields: FeedFields;
  /** One message per field, from the rules or the server. */
  problems: Partial<Record<FeedField, string>>;
  /** A failure that belongs to no field (connection, server). */
  error: UiText | null;
};

type FormEvent = { type: 'feed.change'; field: FeedField; value: string } | { type: 'feed.submit' } | { type: 'feed.cancel' };

export const EMPTY_FEED_FIELDS: FeedFields = { name: '', channel: '', url: '' };

const FIELDS: readonly FeedField[] = ['name', 'channel', 'url'];

/** The rules' messages by field (a message about the whole form goes with the name). */
function problemsOf(fields: FeedFields): Partial<Record<FeedField, string>> {
  const checked = validateFeedForm(fields);
  if (checked.ok) return {};
  const found: Partial<Record<FeedField, string>> = {};
  for (const [field, message] of Object.entries(checked.fieldMessages)) found[FIELDS.includes(field as FeedField) ? (field as FeedField) : 'name'] = message;
  return found;
}

/** What is sent: the fields as the rules read them (trimmed name, the link as the WHATWG parser writes it). */
function bodyOf(fields: FeedFields): FeedBody {
  const checked = validateFeedForm(fields);
  if (!checked.ok) throw new Error('bodyOf: the form is not valid');
  return checked.data;
}

export const feedFormMachine = setup({
  types: { context: {} as FormContext, events: {} as FormEvent, input: {} as FormInput },
  actors: {
    saveFeed: fromPromise<IcalFeed, FeedSaveRequest>(async () => {
      throw new Error('saveFeed not provided');
    }),
  },
  actions: {
    /** The feed as the server stored it, for the panel. */
    feedSaved: (_, _params: { feed: IcalFeed }) => {},
    /** Edit closed without saving. */
    cancelled: () => {},
    announce: (_, _params: Announcement) => {},
  },
  guards: {
    isValid: ({ context }) => validateFeedForm(context.fields).ok,
    isEdit: ({ context }) => context.feedId !== null,
    hasFieldProblems: ({ event }) => Object.keys(failureFields((event as { error?: unknown }).error)).some((field) => FIELDS.includes(field as FeedField)),
  },
}).createMachine({
  id: 'feedForm',
  context: ({ input }) => ({
    unitId: input.unitId,
    feedId: input.feed?.id ?? null,
    fields: input.feed ? { name: input.feed.name, channel: input.feed.channel, url: input.feed.url } : EMPTY_FEED_FIELDS,
    problems: {},
    error: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'feed.change': {
          actions: assign({
            fields: ({ context, event }) => ({ ...context.fields, [event.field]: event.value }),
            // The field's old message goes as the host corrects it; the others stay until the next submit.
            problems: ({ context, event }) => ({ ...context.problems, [event.field]: undefined }),
          }),
        },
        'feed.submit': [
          { guard: 'isValid', target: 'saving', actions: assign({ problems: {}, error: null }) },
          { actions: assign({ problems: ({ context }) => problemsOf(context.fields), error: null }) },
        ],
        'feed.cancel': { guard: 'isEdit', target: 'closed', actions: 'cancelled' },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        src: 'saveFeed',
        input: ({ context }) => ({ unitId: context.unitId, feedId: context.feedId, body: bodyOf(context.fields) }),
        onDone: [
          {
            guard: 'isEdit',
            target: 'closed',
            actions: [
              { type: 'feedSaved', params: ({ event }) => ({ feed: event.output }) },
              { type: 'announce', params: ({ event }) => feedOutcome('saved', event.output) },
            ],
          },
          {
            target: 'editing',
            actions: [
              assign({ fields: EMPTY_FEED_FIELDS }),
              { type: 'feedSaved', params: ({ event }) => ({ feed: event.output }) },
              { type: 'announce', params: ({ event }) => feedOutcome('added', event.output) },
            ],
          },
        ],
        onError: [
          {
            guard: 'hasFieldProblems',
            target: 'editing',
            actions: assign({ problems: ({ event }) => failureFields(event.error) as Partial<Record<FeedField, string>> }),
          },
          { target: 'editing', actions: assign({ error: ({ event }) => failureText(event.error) }) },
        ],
      },
    },
    closed: { type: 'final' },
  },
});

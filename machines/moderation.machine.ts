import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { assign, fromPromise, setup } from 'xstate';
import type { components } from '../openapi/schema';
import { checkModerationReason, REASON_REQUIRED, type AdminStatusAction, type HostStatusAction, type ModerationAction } from '../src/shared/listing-moderation';
import { failureText, isConflict } from './failure-text';
import type { UiText } from './ui-text';

/**
 * One moderation action on one listing, asked first: our team's approve, reject, suspend,
 * unsuspend and change plan on /view/{id}, and the host's pause and resume on /listed-properties.
 *
 *   idle → (choose) confirming → (confirm) saving → done | failed → (choose) confirming …
 *
 * Reject and suspend need a reason, checked with the server's rule before anything is sent (the
 * dialog stays open with the rule's message); a plan change needs a plan. The server's answer —
 * the listing as it is now — is kept, so the screen shows the new status and history at once.
 * A 409 (another admin decided first) marks the flow stale, and the machine reads the listing
 * again (`readListing`) so the buttons follow the status it has now. Each outcome is toasted, and
 * the listing as it now is goes to `listingChanged`: the app provides those three actions.
 */
export type Property = components['schemas']['Property'];
/** Our team's answer to a live listing's changes waiting for review (src/shared/live-listing-changes.ts). */
export type ChangesDecision = 'approve_changes' | 'reject_changes';
export type ModerationChoice = AdminStatusAction | 'change_plan' | HostStatusAction | ChangesDecision;
export type ModerationRequest = { propertyId: number; action: ModerationChoice; reason: string | null; planId: number | null };

type ModerationContext = {
  propertyId: number;
  pending: ModerationChoice | null;
  reason: string | null;
  planId: number | null;
  /** What the reason rule said of the dialog's text (the rule's words, or this machine's message). */
  reasonError: string | MessageDescriptor | null;
  error: UiText | null;
  /** The listing as the last successful action left it. */
  property: Property | null;
  /** The sentence of the last action that went through (the toast), read with i18n._ when shown. */
  notice: MessageDescriptor | null;
  /** The last action that went through or failed. */
  last: ModerationChoice | null;
  /** The last failure was a 409: the listing moved on meanwhile, so the screen reads it again. */
  stale: boolean;
};

type ModerationEvent =
  | { type: 'moderation.choose'; action: ModerationChoice }
  | { type: 'moderation.confirm'; reason?: string; planId?: number | null }
  | { type: 'moderation.cancel' }
  /** The listing as read again after a stale action (someone else decided first). */
  | { type: 'moderation.refreshed'; property: Property };

export const DONE_NOTICES: Record<ModerationChoice, MessageDescriptor> = {
  approve: msg`The listing is approved and live; the host was told`,
  reject: msg`The listing was rejected; the host was told why`,
  suspend: msg`The listing is suspended; the host was told why`,
  unsuspend: msg`The suspension was lifted; the host was told`,
  change_plan: msg`The plan was changed`,
  unlist: msg`Your listing is paused: guests cannot find or book it until you list it again`,
  relist: msg`Your listing is live again`,
  // The words of LIVE_CHANGE_MESSAGES (src/shared/live-listing-changes.ts), translatable here.
  approve_changes: msg`The changes are approved and live`,
  reject_changes: msg`The changes were rejected; the host sees why on their listing`,
};

export const PLAN_REQUIRED: MessageDescriptor = msg`Choose the new plan`;

/** Reject, suspend and turning down a live listing's changes need a reason. */
const needsReason = (choice: ModerationChoice | null) => choice === 'reject_changes' || (choice !== null && REASON_REQUIRED.has(choice as ModerationAction));
const reasonCheck = (context: ModerationContext, event: ModerationEvent) =>
  event.type === 'moderation.confirm' && needsReason(context.pending) ? checkModerationReason(event.reason ?? '') : null;

export const moderationMachine = setup({
  types: { context: {} as ModerationContext, events: {} as ModerationEvent, input: {} as { propertyId: number } },
  actors: {
    runModeration: fromPromise<Property, ModerationRequest>(async () => {
      throw new Error('runModeration not provided');
    }),
    readListing: fromPromise<Property, { propertyId: number }>(async () => {
      throw new Error('readListing not provided');
    }),
  },
  actions: {
    toastSuccess: (_, _params: { message: MessageDescriptor }) => {},
    toastError: (_, _params: { message: UiText }) => {},
    listingChanged: (_, _params: { property: Property }) => {},
  },
  guards: {
    isStale: ({ context }) => context.stale,
    reasonProblem: ({ context, event }) => reasonCheck(context, event)?.ok === false,
    planMissing: ({ context, event }) => context.pending === 'change_plan' && event.type === 'moderation.confirm' && !event.planId,
  },
}).createMachine({
  id: 'moderation',
  initial: 'idle',
  context: ({ input }) => ({
    propertyId: input.propertyId,
    pending: null,
    reason: null,
    planId: null,
    reasonError: null,
    error: null,
    property: null,
    notice: null,
    last: null,
    stale: false,
  }),
  on: {
    // Idle, done and failed all accept a new choice; confirming and saving override it below.
    'moderation.choose': { target: '.confirming', actions: assign({ pending: ({ event }) => event.action, reasonError: null, error: null, notice: null, stale: false }) },
    'moderation.refreshed': { actions: assign({ property: ({ event }) => event.property, stale: false }) },
  },
  states: {
    idle: {},
    confirming: {
      on: {
        'moderation.choose': {},
        'moderation.confirm': [
          {
            guard: 'reasonProblem',
            actions: assign({ reasonError: ({ context, event }) => (reasonCheck(context, event) as { ok: false; message: string }).message }),
          },
          { guard: 'planMissing', actions: assign({ reasonError: PLAN_REQUIRED }) },
          {
            target: 'saving',
            actions: assign({
              reason: ({ context, event }) => {
                const checked = reasonCheck(context, event);
                if (checked?.ok) return checked.reason;
                return event.type === 'moderation.confirm' ? event.reason?.trim() || null : null;
              },
              planId: ({ event }) => (event.type === 'moderation.confirm' ? (event.planId ?? null) : null),
              reasonError: null,
            }),
          },
        ],
        'moderation.cancel': { target: 'idle', actions: assign({ pending: null, reasonError: null }) },
      },
    },
    saving: {
      tags: ['busy'],
      on: { 'moderation.choose': {}, 'moderation.cancel': {} },
      invoke: {
        src: 'runModeration',
        input: ({ context }) => ({ propertyId: context.propertyId, action: context.pending!, reason: context.reason, planId: context.planId }),
        onDone: {
          target: 'done',
          actions: [
            assign({
              property: ({ event }) => event.output,
              notice: ({ context }) => DONE_NOTICES[context.pending!],
              last: ({ context }) => context.pending,
              pending: null,
              reason: null,
              planId: null,
            }),
            { type: 'toastSuccess', params: ({ context }) => ({ message: context.notice! }) },
            { type: 'listingChanged', params: ({ event }) => ({ property: event.output }) },
          ],
        },
        onError: {
          target: 'failed',
          actions: [
            assign({
              error: ({ event }) => failureText(event.error),
              stale: ({ event }) => isConflict(event.error),
              last: ({ context }) => context.pending,
              pending: null,
              reason: null,
              planId: null,
            }),
            { type: 'toastError', params: ({ context }) => ({ message: context.error! }) },
          ],
        },
      },
    },
    done: {},
    failed: {
      initial: 'checking',
      states: {
        checking: { always: [{ guard: 'isStale', target: 'rereading' }, { target: 'shown' }] },
        /** Someone else decided first (409): read the listing again so the buttons follow its status. */
        rereading: {
          invoke: {
            src: 'readListing',
            input: ({ context }) => ({ propertyId: context.propertyId }),
            onDone: {
              target: 'shown',
              actions: [
                assign({ property: ({ event }) => event.output, stale: false }),
                { type: 'listingChanged', params: ({ event }) => ({ property: event.output }) },
              ],
            },
            // The refusal was toasted already; the buttons stay as they were.
            onError: { target: 'shown' },
          },
        },
        shown: {},
      },
    },
  },
});

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { and, assign, fromPromise, setup } from 'xstate';
import type { components } from '../openapi/schema';
import { validateDatesChange } from '../src/shared/reservation-form';
import type { ReservationAction } from '../src/shared/reservation-status';
import { failureText } from './failure-text';
import type { UiText } from './ui-text';

/**
 * /view-reservation/{code}: the reservation, then the host's actions on it. Only the actions the
 * server allows today (allowedActions) can be chosen. Those that cannot be undone — declining,
 * cancelling, marking a no-show — wait for a Yes in a dialog (cancelling with a reason); the
 * others run at once. Changing the dates opens a form (checked with the shared rules before it is
 * sent). After each action the reservation on screen is the server's answer, history included, so
 * the next choice follows the new status and dates. A stay paid at the property can be marked paid
 * (when the server says canMarkPaid). A list row that already holds the reservation passes it in
 * and starts ready, without loading it again; `answered` is the last action that went through, so
 * the screen can show its outcome where its button was.
 */
export type Reservation = components['schemas']['Reservation'];

/** Actions that free the nights or end the stay: asked first. */
const ACTIONS_TO_CONFIRM: ReadonlySet<ReservationAction> = new Set(['decline', 'cancel', 'no_show']);

type ActionRequest = { code: string; action: ReservationAction; reason: string | null };
type DatesRequest = { code: string; checkIn: string; checkOut: string; amount: number | null };
export type DatesForm = { checkIn: string; checkOut: string; amount: string };

type ActionsContext = {
  code: string;
  reservation: Reservation | null;
  pending: ReservationAction | null;
  reason: string | null;
  error: UiText | null;
  /** The sentence of the last action that went through. */
  notice: MessageDescriptor | null;
  /** The last action that went through (mark_paid: marked as paid), until the next choice. */
  answered: ReservationAction | 'mark_paid' | null;
  /** The change of dates being sent, and what the rules said of the form. */
  dates: DatesRequest | null;
  dateProblems: Record<string, string>;
};

type ActionsEvent =
  | { type: 'reservation.choose'; action: ReservationAction }
  | { type: 'reservation.confirm'; reason?: string }
  | { type: 'reservation.dismiss' }
  | { type: 'reservation.reload' }
  | { type: 'reservation.editDates' }
  | { type: 'reservation.markPaid' }
  | ({ type: 'reservation.saveDates' } & DatesForm);

const isNotFound = (error: unknown) => typeof error === 'object' && error !== null && (error as { httpStatus?: unknown }).httpStatus === 404;

/** What the screen says once an action is done, read in the active language there (i18n._). */
const DONE_NOTICES: Record<ReservationAction, MessageDescriptor> = {
  confirm: msg`Accepted: the stay is confirmed`,
  decline: msg`The request was declined`,
  check_in: msg`The guest is checked in`,
  check_out: msg`The guest is checked out`,
  no_show: msg`The reservation is marked as a no-show`,
  cancel: msg`The reservation was cancelled`,
};
const DATES_CHANGED = msg`The dates were changed`;
const MARKED_PAID = msg`The stay is marked as paid`;

export const reservationActionsMachine = setup({
  types: { context: {} as ActionsContext, events: {} as ActionsEvent, input: {} as { code: string; reservation?: Reservation | null } },
  actors: {
    loadReservation: fromPromise<Reservation, { code: string }>(async () => {
      throw new Error('loadReservation not provided');
    }),
    runAction: fromPromise<Reservation, ActionRequest>(async () => {
      throw new Error('runAction not provided');
    }),
    changeDates: fromPromise<Reservation, DatesRequest>(async () => {
      throw new Error('changeDates not provided');
    }),
    markPaid: fromPromise<Reservation, { code: string }>(async () => {
      throw new Error('markPaid not provided');
    }),
  },
  guards: {
    allowed: ({ context, event }) => event.type === 'reservation.choose' && (context.reservation?.allowedActions.includes(event.action) ?? false),
    asksFirst: ({ event }) => event.type === 'reservation.choose' && ACTIONS_TO_CONFIRM.has(event.action),
    notFound: ({ event }) => isNotFound((event as { error?: unknown }).error),
    canChangeDates: ({ context }) => context.reservation?.canChangeDates ?? false,
    canMarkPaid: ({ context }) => context.reservation?.canMarkPaid ?? false,
    hasReservation: ({ context }) => context.reservation !== null,
    datesValid: ({ event }) => event.type === 'reservation.saveDates' && validateDatesChange(event).ok,
  },
}).createMachine({
  id: 'reservationActions',
  initial: 'starting',
  context: ({ input }) => ({ code: input.code, reservation: input.reservation ?? null, pending: null, reason: null, error: null, notice: null, answered: null, dates: null, dateProblems: {} }),
  states: {
    starting: { always: [{ guard: 'hasReservation', target: 'ready' }, { target: 'loading' }] },
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadReservation',
        input: ({ context }) => ({ code: context.code }),
        onDone: { target: 'ready', actions: assign({ reservation: ({ event }) => event.output, error: null }) },
        onError: [
          // Another host's code answers exactly like one that does not exist.
          { guard: 'notFound', target: 'missing' },
          { target: 'unavailable', actions: assign({ error: ({ event }) => failureText(event.error) }) },
        ],
      },
    },
    missing: {},
    unavailable: { on: { 'reservation.reload': 'loading' } },
    ready: {
      initial: 'idle',
      on: {
        'reservation.choose': [
          { guard: and(['allowed', 'asksFirst']), target: '.confirming', actions: assign({ pending: ({ event }) => event.action, error: null, notice: null, answered: null }) },
          { guard: 'allowed', target: '.acting', actions: assign({ pending: ({ event }) => event.action, reason: null, error: null, notice: null, answered: null }) },
        ],
        'reservation.markPaid': { guard: 'canMarkPaid', target: '.markingPaid', actions: assign({ error: null, notice: null, answered: null }) },
        'reservation.reload': { target: 'loading' },
        'reservation.editDates': { guard: 'canChangeDates', target: '.editingDates', actions: assign({ dateProblems: {}, error: null, notice: null, answered: null }) },
      },
      states: {
        idle: {},
        editingDates: {
          on: {
            'reservation.saveDates': [
              {
                guard: 'datesValid',
                target: 'savingDates',
                actions: assign({
                  dates: ({ context, event }) => {
                    const checked = validateDatesChange(event);
                    return checked.ok ? { code: context.code, ...checked.data } : null;
                  },
                  dateProblems: {},
                  error: null,
                }),
              },
              {
                actions: assign({
                  dateProblems: ({ event }) => {
                    const checked = validateDatesChange(event);
                    return checked.ok ? {} : checked.fieldMessages;
                  },
                }),
              },
            ],
            'reservation.dismiss': { target: 'idle', actions: assign({ dateProblems: {}, error: null }) },
            'reservation.choose': {},
          },
        },
        savingDates: {
          tags: ['busy'],
          on: { 'reservation.choose': {}, 'reservation.reload': {}, 'reservation.editDates': {} },
          invoke: {
            src: 'changeDates',
            input: ({ context }) => context.dates!,
            onDone: { target: 'done', actions: assign({ reservation: ({ event }) => event.output, notice: DATES_CHANGED, dates: null }) },
            // Back to the form with the server's reason (nights taken, stay already started…).
            onError: { target: 'editingDates', actions: assign({ error: ({ event }) => failureText(event.error), dates: null }) },
          },
        },
        markingPaid: {
          tags: ['busy'],
          on: { 'reservation.choose': {}, 'reservation.reload': {}, 'reservation.editDates': {}, 'reservation.markPaid': {} },
          invoke: {
            src: 'markPaid',
            input: ({ context }) => ({ code: context.code }),
            onDone: { target: 'done', actions: assign({ reservation: ({ event }) => event.output, notice: MARKED_PAID, answered: 'mark_paid' }) },
            onError: { target: 'failed', actions: assign({ error: ({ event }) => failureText(event.error) }) },
          },
        },
        confirming: {
          on: {
            'reservation.confirm': { target: 'acting', actions: assign({ reason: ({ event }) => event.reason?.trim() || null }) },
            'reservation.dismiss': { target: 'idle', actions: assign({ pending: null }) },
          },
        },
        acting: {
          tags: ['busy'],
          // Neither another choice nor a reload while the server is deciding.
          on: { 'reservation.choose': {}, 'reservation.reload': {}, 'reservation.markPaid': {} },
          invoke: {
            src: 'runAction',
            input: ({ context }) => ({ code: context.code, action: context.pending!, reason: context.reason }),
            onDone: {
              target: 'done',
              actions: assign({
                reservation: ({ event }) => event.output,
                notice: ({ context }) => DONE_NOTICES[context.pending!],
                answered: ({ context }) => context.pending,
                pending: null,
                reason: null,
              }),
            },
            onError: { target: 'failed', actions: assign({ error: ({ event }) => failureText(event.error), pending: null, reason: null }) },
          },
        },
        done: {},
        failed: {},
      },
    },
  },
});

import { msg } from '@lingui/core/macro';
import { assign, fromPromise, setup } from 'xstate';
import type { components } from '../openapi/schema';
import { failureText } from './failure-text';
import type { UiText } from './ui-text';

/**
 * The booking alerts section of /profile: load the host's settings, let them tick kinds on and
 * off, save the whole set. The ticks stay as typed when a save fails, so nothing is lost.
 */
export type BookingAlerts = components['schemas']['BookingAlerts'];
export type BookingAlertKind = keyof BookingAlerts;

type BookingAlertsEvent = { type: 'alerts.toggle'; kind: BookingAlertKind } | { type: 'alerts.save' } | { type: 'alerts.retry' };

type BookingAlertsContext = { alerts: BookingAlerts | null; error: UiText | null };

export const SAVED_MESSAGE = msg`Your booking alerts are saved`;

export const bookingAlertsMachine = setup({
  types: { context: {} as BookingAlertsContext, events: {} as BookingAlertsEvent },
  actors: {
    loadAlerts: fromPromise<BookingAlerts>(async () => {
      throw new Error('loadAlerts not provided');
    }),
    saveAlerts: fromPromise<BookingAlerts, BookingAlerts>(async () => {
      throw new Error('saveAlerts not provided');
    }),
  },
  actions: {
    saved: (_, _params: { message: UiText }) => {},
  },
}).createMachine({
  id: 'bookingAlerts',
  initial: 'loading',
  context: { alerts: null, error: null },
  states: {
    loading: {
      invoke: {
        src: 'loadAlerts',
        onDone: { target: 'ready', actions: assign({ alerts: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => failureText(event.error) }) },
      },
    },
    failed: { on: { 'alerts.retry': 'loading' } },
    ready: {
      on: {
        'alerts.toggle': {
          actions: assign({
            alerts: ({ context, event }) => (context.alerts ? { ...context.alerts, [event.kind]: !context.alerts[event.kind] } : null),
            error: null,
          }),
        },
        'alerts.save': 'saving',
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        src: 'saveAlerts',
        input: ({ context }) => context.alerts!,
        onDone: { target: 'ready', actions: [assign({ alerts: ({ event }) => event.output }), { type: 'saved', params: { message: SAVED_MESSAGE } }] },
        onError: { target: 'ready', actions: assign({ error: ({ event }) => failureText(event.error) }) },
      },
    },
  },
});

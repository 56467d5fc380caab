import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { components } from '../openapi/schema';
import { checkCalendarChange, type CalendarAction, type CalendarChange, type CalendarChangeInput } from '../src/shared/calendar-changes';
import type { Currency } from '../src/shared/listing-property-schemas';
import { addDays } from '../src/shared/reservation-dates';
import { failureText } from './failure-text';
import type { UiText } from './ui-text';

/**
 * Choosing nights on /calendar and changing them. The host picks a first and a last night (click,
 * or Shift+click / Shift+Enter to stretch the range), the panel opens, the host picks what to do
 * (price, minimum stay, block, open), the input is checked with the shared rules, and the write
 * goes to the server. The server's answer is handed to the calendar (applyCalendar); a refusal
 * (409 over a reservation, 422 for past nights) keeps the panel open with the server's message.
 *
 * idle → choosingEnd → rangeChosen → acting → saving → done | failed
 */
export type PropertyCalendar = components['schemas']['PropertyCalendar'];
export type NightRange = { from: string; to: string };
export type CalendarWriteRequest = NightRange & { propertyId: number; unitIds: number[]; change: CalendarChange };

export type SelectionInput = { propertyId: number; unitIds: number[]; today: string; currency: Currency };

type SelectionContext = SelectionInput & {
  /** The night the host picked first; the other end of the range follows the next pick. */
  anchor: string | null;
  /** Nights [from, to): `to` is the morning after the last night, as the API counts. */
  range: NightRange | null;
  action: CalendarAction | null;
  change: CalendarChange | null;
  /** The rule's message for what was typed. */
  inputError: string | null;
  /** The server's message for a refused write. */
  error: UiText | null;
};

export type SelectionEvent =
  | { type: 'selection.pick'; date: string }
  | { type: 'selection.extend'; date: string }
  /** A selection made elsewhere (the rooms grid): these nights of these units, the panel opens on them. */
  | { type: 'selection.choose'; unitIds: number[]; range: NightRange }
  | { type: 'selection.act'; action: CalendarAction }
  | { type: 'selection.submit'; input: CalendarChangeInput }
  | { type: 'selection.back' }
  | { type: 'selection.retry' }
  | { type: 'selection.cancel' };

/** The toast after a write, as a Lingui descriptor: the screen reads it in the active language when it shows it. */
const SAVED_MESSAGES: Record<CalendarAction, MessageDescriptor> = {
  price: msg`The price is saved for those nights`,
  minStay: msg`The minimum stay is saved for those nights`,
  block: msg`Those nights are blocked; guests cannot book them`,
  open: msg`Those nights are open for bookings again`,
};

/** The nights from one picked date to another, in either order, both included. */
export const rangeBetween = (a: string, b: string): NightRange => (a <= b ? { from: a, to: addDays(b, 1) } : { from: b, to: addDays(a, 1) });

export const calendarSelectionMachine = setup({
  types: { context: {} as SelectionContext, events: {} as SelectionEvent, input: {} as SelectionInput },
  actors: {
    writeCalendar: fromPromise<PropertyCalendar, CalendarWriteRequest>(async () => {
      throw new Error('writeCalendar not provided');
    }),
  },
  actions: {
    /** Hands the server's answer to the calendar on screen. */
    applyCalendar: (_, _params: { calendar: PropertyCalendar }) => {},
    announceSaved: (_, _params: { message: MessageDescriptor }) => {},
    announceFailure: (_, _params: { message: UiText }) => {},
    startAt: assign(({ event }) => {
      assertEvent(event, ['selection.pick', 'selection.extend']);
      return { anchor: event.date, range: null, action: null, change: null, inputError: null, error: null };
    }),
    endAt: assign(({ context, event }) => {
      assertEvent(event, ['selection.pick', 'selection.extend']);
      return { range: rangeBetween(context.anchor!, event.date) };
    }),
    takeChosen: assign(({ event }) => {
      assertEvent(event, 'selection.choose');
      return { unitIds: event.unitIds, range: event.range, anchor: null, action: null, change: null, inputError: null, error: null };
    }),
    clear: assign({ anchor: null, range: null, action: null, change: null, inputError: null, error: null }),
  },
  guards: {
    /** Past nights cannot be changed (the server answers 422), so they are not picked. */
    isFutureNight: ({ context, event }) => 'date' in event && event.date >= context.today,
    isChoiceToChange: ({ context, event }) => event.type === 'selection.choose' && event.unitIds.length > 0 && event.range.from >= context.today && event.range.to > event.range.from,
    inputIsValid: ({ context, event }) => event.type === 'selection.submit' && checkCalendarChange(event.input, context.currency).ok,
  },
}).createMachine({
  id: 'calendarSelection',
  context: ({ input }) => ({ ...input, anchor: null, range: null, action: null, change: null, inputError: null, error: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'selection.choose': { guard: 'isChoiceToChange', target: 'rangeChosen', actions: 'takeChosen' },
        'selection.pick': { guard: 'isFutureNight', target: 'choosingEnd', actions: 'startAt' },
        'selection.extend': { guard: 'isFutureNight', target: 'choosingEnd', actions: 'startAt' },
      },
    },
    choosingEnd: {
      on: {
        'selection.pick': { guard: 'isFutureNight', target: 'rangeChosen', actions: 'endAt' },
        'selection.extend': { guard: 'isFutureNight', target: 'rangeChosen', actions: 'endAt' },
        'selection.cancel': { target: 'idle', actions: 'clear' },
      },
    },
    rangeChosen: {
      tags: ['panel'],
      on: {
        'selection.choose': { guard: 'isChoiceToChange', target: 'rangeChosen', actions: 'takeChosen' },
        'selection.act': { target: 'acting', actions: assign({ action: ({ event }) => event.action, inputError: null }) },
        'selection.cancel': { target: 'idle', actions: 'clear' },
      },
    },
    acting: {
      tags: ['panel'],
      on: {
        'selection.act': { actions: assign({ action: ({ event }) => event.action, inputError: null }) },
        'selection.submit': [
          {
            guard: 'inputIsValid',
            target: 'saving',
            actions: assign(({ context, event }) => {
              const checked = checkCalendarChange(event.input, context.currency);
              return { change: checked.ok ? checked.change : null, action: event.input.action, inputError: null };
            }),
          },
          {
            actions: assign(({ context, event }) => {
              const checked = checkCalendarChange(event.input, context.currency);
              return { inputError: checked.ok ? null : checked.message };
            }),
          },
        ],
        'selection.back': { target: 'rangeChosen', actions: assign({ action: null, inputError: null }) },
        'selection.cancel': { target: 'idle', actions: 'clear' },
      },
    },
    saving: {
      tags: ['panel', 'busy'],
      invoke: {
        src: 'writeCalendar',
        input: ({ context }) => ({ propertyId: context.propertyId, unitIds: context.unitIds, ...context.range!, change: context.change! }),
        onDone: {
          target: 'done',
          actions: [
            { type: 'applyCalendar', params: ({ event }) => ({ calendar: event.output }) },
            { type: 'announceSaved', params: ({ context }) => ({ message: SAVED_MESSAGES[context.change!.action] }) },
          ],
        },
        onError: {
          target: 'failed',
          actions: [
            assign({ error: ({ event }) => failureText(event.error) }),
            { type: 'announceFailure', params: ({ event }) => ({ message: failureText(event.error) }) },
          ],
        },
      },
    },
    failed: {
      tags: ['panel'],
      on: {
        'selection.retry': { target: 'saving', actions: assign({ error: null }) },
        'selection.act': { target: 'acting', actions: assign({ action: ({ event }) => event.action, error: null, inputError: null }) },
        'selection.back': { target: 'acting', actions: assign({ error: null }) },
        'selection.cancel': { target: 'idle', actions: 'clear' },
      },
    },
    // The saved range stays marked until the host picks again.
    done: {
      on: {
        'selection.choose': { guard: 'isChoiceToChange', target: 'rangeChosen', actions: 'takeChosen' },
        'selection.pick': { guard: 'isFutureNight', target: 'choosingEnd', actions: 'startAt' },
        'selection.extend': { guard: 'isFutureNight', target: 'choosingEnd', actions: 'startAt' },
        'selection.cancel': { target: 'idle', actions: 'clear' },
      },
    },
  },
});

import { and, assign, fromPromise, setup } from 'xstate';
import type { components } from '../openapi/schema';
import { addMonths, monthOf, monthsRange } from '../src/shared/calendar-months';
import type { CalendarFirstView, CalendarProperty } from '../src/shared/calendar-first-view';
import { failureText } from './failure-text';
import type { UiText } from './ui-text';

/**
 * /calendar's data: the host's properties (for the picker), then the chosen property's calendar
 * for three months from the month in view (the wide layout shows up to three, phones one). The
 * calendar on screen stays while another window loads, so month navigation never blanks it. After
 * a write, the nights the server answered are put in at once and the window is read again, so bars
 * of blocks that a write merged or split are right too.
 */
export type PropertyCalendar = components['schemas']['PropertyCalendar'];
export type CalendarUnit = components['schemas']['CalendarUnit'];
export type CalendarWindow = { propertyId: number; from: string; to: string };

type CalendarDataInput = {
  today: string;
  propertyId: number | null;
  /** What the page's route loaded (src/app/router.tsx), on the server or in the browser. */
  rendered?: CalendarFirstView;
};

type CalendarDataContext = {
  properties: CalendarProperty[] | null;
  propertyId: number | null;
  unitId: number | null;
  /** The first month in view, 'YYYY-MM'. */
  month: string;
  /** The browser's idea of today in Sri Lanka, until the server's answer says. */
  today: string;
  calendar: PropertyCalendar | null;
  error: UiText | null;
};

type CalendarDataEvent =
  | { type: 'calendar.retry' }
  | { type: 'calendar.previous' }
  | { type: 'calendar.next' }
  | { type: 'calendar.today' }
  | { type: 'calendar.pickProperty'; propertyId: number }
  | { type: 'calendar.pickUnit'; unitId: number }
  /** The rooms view moved to nights [from, to): the window that holds them is loaded if it is not the one in view. */
  | { type: 'calendar.showNights'; from: string; to: string }
  | { type: 'calendar.written'; calendar: PropertyCalendar }
  /** Something else changed the nights (a booking recorded from the calendar): read the window again. */
  | { type: 'calendar.reload' };

/** The written range's nights put into the calendar in view (bars come with the re-read). */
export function mergeNights(shown: PropertyCalendar, written: PropertyCalendar): PropertyCalendar {
  const writtenUnits = new Map(written.units.map((unit) => [unit.id, new Map(unit.nights.map((night) => [night.date, night]))]));
  return {
    ...shown,
    today: written.today,
    units: shown.units.map((unit) => {
      const nights = writtenUnits.get(unit.id);
      return nights ? { ...unit, nights: unit.nights.map((night) => nights.get(night.date) ?? night) } : unit;
    }),
  };
}

const windowOf = (context: CalendarDataContext): CalendarWindow => ({ propertyId: context.propertyId!, ...monthsRange(context.month) });

/** The unit kept in view: the same one when the property still has it, else its first unit. */
const unitKept = (context: CalendarDataContext, calendar: PropertyCalendar): number | null =>
  calendar.units.some((unit) => unit.id === context.unitId) ? context.unitId : (calendar.units[0]?.id ?? null);

export const calendarDataMachine = setup({
  types: { context: {} as CalendarDataContext, events: {} as CalendarDataEvent, input: {} as CalendarDataInput },
  actors: {
    loadProperties: fromPromise<CalendarProperty[]>(async () => {
      throw new Error('loadProperties not provided');
    }),
    loadCalendar: fromPromise<PropertyCalendar, CalendarWindow>(async () => {
      throw new Error('loadCalendar not provided');
    }),
  },
  actions: {
    /** Keeps ?propertyId= in the address, so a reload or a shared link opens the same property. */
    showPropertyInUrl: (_, _params: { propertyId: number }) => {},
  },
  guards: {
    propertiesLoaded: ({ context }) => context.properties !== null,
    hasProperty: ({ context }) => context.propertyId !== null,
    isOtherProperty: ({ context, event }) => event.type === 'calendar.pickProperty' && event.propertyId !== context.propertyId,
    /** The window asked for (loaded or loading) lacks some of the nights. */
    lacksNights: ({ context, event }) => {
      if (event.type !== 'calendar.showNights' || context.propertyId === null || context.calendar === null) return false;
      const span = monthsRange(context.month);
      return event.from < span.from || event.to > span.to;
    },
    isUnitOfProperty: ({ context, event }) => event.type === 'calendar.pickUnit' && (context.calendar?.units.some((unit) => unit.id === event.unitId) ?? false),
  },
}).createMachine({
  id: 'calendarData',
  context: ({ input }) => {
    const calendar = input.rendered?.calendar ?? null;
    return {
      properties: input.rendered?.properties ?? null,
      propertyId: calendar?.propertyId ?? input.propertyId,
      unitId: calendar?.units[0]?.id ?? null,
      month: calendar ? monthOf(calendar.from) : monthOf(input.today),
      today: calendar?.today ?? input.today,
      calendar,
      error: null,
    };
  },
  initial: 'starting',
  states: {
    // A page the server rendered starts where it left off: the calendar shown, or no properties.
    starting: {
      always: [
        { guard: ({ context }) => context.calendar !== null, target: 'ready' },
        { guard: 'propertiesLoaded', target: 'choosingProperty' },
        { target: 'loadingProperties' },
      ],
    },
    loadingProperties: {
      tags: ['busy'],
      invoke: {
        src: 'loadProperties',
        onDone: {
          target: 'choosingProperty',
          actions: assign({
            properties: ({ event }) => event.output,
            // ?propertyId= wins (an admin may open any property); otherwise the first property.
            propertyId: ({ context, event }) => context.propertyId ?? event.output[0]?.id ?? null,
          }),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => failureText(event.error) }) },
      },
    },
    choosingProperty: {
      always: [{ guard: 'hasProperty', target: 'loadingCalendar' }, { target: 'noProperties' }],
    },
    noProperties: {},
    loadingCalendar: {
      tags: ['busy'],
      invoke: {
        src: 'loadCalendar',
        input: ({ context }) => windowOf(context),
        onDone: {
          target: 'ready',
          actions: assign({
            calendar: ({ event }) => event.output,
            unitId: ({ context, event }) => unitKept(context, event.output),
            today: ({ event }) => event.output.today,
            error: null,
          }),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => failureText(event.error) }) },
      },
    },
    ready: {
      on: {
        'calendar.previous': { target: 'loadingCalendar', actions: assign({ month: ({ context }) => addMonths(context.month, -1) }) },
        'calendar.next': { target: 'loadingCalendar', actions: assign({ month: ({ context }) => addMonths(context.month, 1) }) },
        'calendar.today': { target: 'loadingCalendar', actions: assign({ month: ({ context }) => monthOf(context.today) }) },
        'calendar.pickUnit': { guard: 'isUnitOfProperty', actions: assign({ unitId: ({ event }) => event.unitId }) },
        'calendar.reload': 'refreshing',
        'calendar.written': {
          target: 'refreshing',
          actions: assign({ calendar: ({ context, event }) => (context.calendar ? mergeNights(context.calendar, event.calendar) : event.calendar) }),
        },
      },
    },
    refreshing: {
      invoke: {
        src: 'loadCalendar',
        input: ({ context }) => windowOf(context),
        onDone: { target: 'ready', actions: assign({ calendar: ({ event }) => event.output, today: ({ event }) => event.output.today }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => failureText(event.error) }) },
      },
    },
    failed: {
      on: {
        'calendar.retry': [{ guard: 'propertiesLoaded', target: 'loadingCalendar' }, { target: 'loadingProperties' }],
      },
    },
  },
  on: {
    'calendar.showNights': { guard: 'lacksNights', target: '.loadingCalendar', actions: assign({ month: ({ event }) => monthOf(event.from) }) },
    // Another property can be picked whenever the picker is on screen, even after a failure.
    'calendar.pickProperty': {
      guard: and(['propertiesLoaded', 'isOtherProperty']),
      target: '.loadingCalendar',
      actions: [
        assign({ propertyId: ({ event }) => event.propertyId, calendar: null, unitId: null, error: null }),
        { type: 'showPropertyInUrl', params: ({ event }) => ({ propertyId: event.propertyId }) },
      ],
    },
  },
});

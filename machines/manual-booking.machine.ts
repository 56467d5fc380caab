import { assign, fromPromise, setup } from 'xstate';
import type { components } from '../openapi/schema';
import { failureFields, failureText, isConflict } from './failure-text';
import { amountOutOfLine, checkBookingForm, emptyBookingForm, type AmountCheck, type BookableProperty, type BookingForm, type ManualReservationBody } from './manual-booking-form';
import type { UiText } from './ui-text';

/**
 * "New booking" on /reservation-manage: a stay the host took by phone, at the door or on another
 * site. The form is checked with the shared rules before it is sent; the server may still refuse:
 * taken nights (409, the message names the stay in the way) or a rule only it knows (422, per
 * field). A saved booking is announced to the app (bookingSaved), which refreshes the list.
 * An amount far from the room's price (ten times it or more, or under a tenth) is asked about
 * first: the host confirms it or goes back to change it, so a slip of the finger is never saved.
 * The dialog can open prefilled (a calendar selection: property, unit and nights).
 */
export type Reservation = components['schemas']['Reservation'];
export type { BookableProperty };

type BookingContext = {
  form: BookingForm;
  problems: Record<string, string>;
  error: UiText | null;
  /** The nights are taken: the error says by whom, and the dates are what to change. */
  conflict: boolean;
  properties: BookableProperty[];
  saved: Reservation | null;
  /** The amount being asked about, with what the room's price makes the nights cost. */
  amountCheck: AmountCheck | null;
};

type BookingEvent =
  | { type: 'booking.open'; prefill?: Partial<BookingForm> }
  | { type: 'booking.confirmAmount' }
  | { type: 'booking.editAmount' }
  | { type: 'booking.change'; patch: Partial<BookingForm> }
  | { type: 'booking.submit' }
  | { type: 'booking.close' };

const fresh = ({ event }: { event: BookingEvent }) => ({
  form: { ...emptyBookingForm(), ...(event.type === 'booking.open' ? event.prefill : {}) },
  problems: {},
  error: null,
  conflict: false,
  saved: null,
  amountCheck: null,
});

const changesStay = (patch: Partial<BookingForm>) => 'checkIn' in patch || 'checkOut' in patch || 'unitId' in patch;

/** A changed property picks its only unit, or none: a unit of the old property would be wrong. */
function applyPatch(form: BookingForm, patch: Partial<BookingForm>, properties: BookableProperty[]): BookingForm {
  const next = { ...form, ...patch };
  if (patch.propertyId !== undefined && patch.propertyId !== form.propertyId) {
    const units = properties.find((p) => String(p.id) === patch.propertyId)?.units ?? [];
    next.unitId = units.length === 1 ? String(units[0].id) : '';
  }
  return next;
}

export const manualBookingMachine = setup({
  types: { context: {} as BookingContext, events: {} as BookingEvent },
  actors: {
    loadProperties: fromPromise<BookableProperty[]>(async () => {
      throw new Error('loadProperties not provided');
    }),
    createBooking: fromPromise<Reservation, ManualReservationBody>(async () => {
      throw new Error('createBooking not provided');
    }),
  },
  actions: {
    bookingSaved: (_, _reservation: Reservation) => {},
  },
  guards: {
    formIsValid: ({ context }) => checkBookingForm(context.form).ok,
    amountOutOfLine: ({ context }) => {
      const checked = checkBookingForm(context.form);
      return checked.ok && amountOutOfLine(checked.body, context.properties) !== null;
    },
  },
}).createMachine({
  id: 'manualBooking',
  initial: 'closed',
  context: { form: emptyBookingForm(), problems: {}, error: null, conflict: false, saved: null, amountCheck: null, properties: [] },
  states: {
    closed: { on: { 'booking.open': { target: 'loadingChoices', actions: assign(fresh) } } },
    loadingChoices: {
      tags: ['busy'],
      on: { 'booking.close': 'closed' },
      invoke: {
        src: 'loadProperties',
        onDone: {
          target: 'editing',
          actions: assign({
            properties: ({ event }) => event.output,
            // One property: chosen already (and its only unit).
            form: ({ context, event }) => (event.output.length === 1 ? applyPatch(context.form, { propertyId: String(event.output[0].id) }, event.output) : context.form),
          }),
        },
        onError: { target: 'unavailable', actions: assign({ error: ({ event }) => failureText(event.error) }) },
      },
    },
    unavailable: { on: { 'booking.open': { target: 'loadingChoices', actions: assign(fresh) }, 'booking.close': 'closed' } },
    editing: {
      on: {
        'booking.change': {
          actions: assign({
            form: ({ context, event }) => applyPatch(context.form, event.patch, context.properties),
            // A field's message goes once the field is changed; the others stay until the next submit.
            problems: ({ context, event }) => Object.fromEntries(Object.entries(context.problems).filter(([field]) => !(field in event.patch))),
            conflict: ({ context, event }) => context.conflict && !changesStay(event.patch),
            // The server's sentence goes with what it named: the taken nights once the stay changes,
            // a refusal about fields once each of those fields is changed.
            error: ({ context, event }) => {
              if (context.error === null) return null;
              if (context.conflict) return changesStay(event.patch) ? null : context.error;
              const named = Object.keys(context.problems);
              return named.length > 0 && named.every((field) => field in event.patch) ? null : context.error;
            },
          }),
        },
        'booking.submit': [
          {
            guard: 'amountOutOfLine',
            target: 'confirmingAmount',
            actions: assign({
              problems: {},
              error: null,
              conflict: false,
              amountCheck: ({ context }) => amountOutOfLine((checkBookingForm(context.form) as { body: ManualReservationBody }).body, context.properties),
            }),
          },
          { guard: 'formIsValid', target: 'submitting', actions: assign({ problems: {}, error: null, conflict: false }) },
          { actions: assign({ problems: ({ context }) => (checkBookingForm(context.form) as { problems: Record<string, string> }).problems }) },
        ],
        'booking.close': 'closed',
      },
    },
    confirmingAmount: {
      on: {
        'booking.confirmAmount': { target: 'submitting', actions: assign({ amountCheck: null }) },
        'booking.editAmount': { target: 'editing', actions: assign({ amountCheck: null }) },
        'booking.close': 'closed',
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        src: 'createBooking',
        input: ({ context }) => (checkBookingForm(context.form) as { body: ManualReservationBody }).body,
        onDone: { target: 'done', actions: [assign({ saved: ({ event }) => event.output }), { type: 'bookingSaved', params: ({ event }) => event.output }] },
        onError: {
          target: 'editing',
          actions: assign({
            error: ({ event }) => failureText(event.error),
            conflict: ({ event }) => isConflict(event.error),
            problems: ({ event }) => failureFields(event.error),
          }),
        },
      },
    },
    done: {
      on: { 'booking.open': { target: 'loadingChoices', actions: assign(fresh) }, 'booking.close': 'closed' },
    },
  },
});

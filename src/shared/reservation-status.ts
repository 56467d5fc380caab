/**
 * A reservation's life, written once for the server (which enforces it) and the browser (which
 * offers only the actions it allows). Dates are 'YYYY-MM-DD' nights in Sri Lanka's calendar.
 */
export const RESERVATION_STATUSES = ['pending', 'confirmed', 'checked_in', 'checked_out', 'cancelled', 'declined', 'no_show'] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

/**
 * Statuses whose nights stay taken on the unit's calendar. A completed stay (checked_out) keeps its
 * nights: they were sold, the calendar shows them as booked, and they lie in the past anyway.
 * Cancelled, declined and no-show stays free their nights at once, so they can be sold again.
 */
export const OCCUPYING_STATUSES: readonly ReservationStatus[] = ['pending', 'confirmed', 'checked_in', 'checked_out'];

export const RESERVATION_CHANNELS = ['guest_site', 'manual', 'airbnb', 'booking_com', 'other'] as const;
export type ReservationChannel = (typeof RESERVATION_CHANNELS)[number];
/** What a host may record by hand: a booking taken by phone or at the door, or one from another site. */
export const MANUAL_CHANNELS = ['manual', 'airbnb', 'booking_com', 'other'] as const;

/** A request to book waits this long for the host's answer (the booking step's promise to guests). */
const REQUEST_RESPONSE_HOURS = 24;

/** When a request made at `createdAt` must be answered by. */
export const requestDeadline = (createdAt: Date): Date => new Date(createdAt.getTime() + REQUEST_RESPONSE_HOURS * 3_600_000);

const RESERVATION_ACTIONS = ['confirm', 'decline', 'check_in', 'check_out', 'no_show', 'cancel'] as const;
export type ReservationAction = (typeof RESERVATION_ACTIONS)[number];

interface Transition {
  from: readonly ReservationStatus[];
  to: ReservationStatus;
  /** Whether the action is possible on `today` for a stay starting on `checkIn`. */
  onDate?: (checkIn: string, today: string) => boolean;
  /** Why the date rule refuses, for the 409 message. */
  tooEarly?: string;
}

/** Each host action: which statuses it leaves from, where it leads, and its date rule. */
export const RESERVATION_TRANSITIONS: Record<ReservationAction, Transition> = {
  confirm: { from: ['pending'], to: 'confirmed' },
  decline: { from: ['pending'], to: 'declined' },
  check_in: { from: ['confirmed'], to: 'checked_in', onDate: (checkIn, today) => today >= checkIn, tooEarly: 'A guest can be checked in from the check-in date' },
  check_out: { from: ['checked_in'], to: 'checked_out' },
  // A guest who has not arrived by the end of the check-in day is a no-show from the next day on.
  no_show: { from: ['confirmed'], to: 'no_show', onDate: (checkIn, today) => today > checkIn, tooEarly: 'A no-show can be marked from the day after the check-in date' },
  cancel: { from: ['pending', 'confirmed'], to: 'cancelled' },
};

/** Why an action is refused now, or null when it is allowed. */
export function refusalOf(action: ReservationAction, reservation: { status: ReservationStatus; checkIn: string }, today: string): string | null {
  const transition = RESERVATION_TRANSITIONS[action];
  if (!transition.from.includes(reservation.status)) {
    return `A reservation that is ${reservation.status.replaceAll('_', ' ')} cannot be ${PAST_TENSE[action]}`;
  }
  if (transition.onDate && !transition.onDate(reservation.checkIn, today)) return transition.tooEarly!;
  return null;
}

const PAST_TENSE: Record<ReservationAction, string> = {
  confirm: 'confirmed',
  decline: 'declined',
  check_in: 'checked in',
  check_out: 'checked out',
  no_show: 'marked as a no-show',
  cancel: 'cancelled',
};

/**
 * Dates can change while the guest has not arrived: a request or a confirmed stay whose check-in is
 * today or later. Once the guest is in the house (or the stay is over or cancelled) they are history.
 */
export function dateChangeRefusal(reservation: { status: ReservationStatus; checkIn: string }, today: string): string | null {
  if (reservation.status !== 'pending' && reservation.status !== 'confirmed') {
    return `A reservation that is ${reservation.status.replaceAll('_', ' ')} cannot have its dates changed`;
  }
  if (reservation.checkIn < today) return 'The stay has already started; its dates can no longer be changed';
  return null;
}

/** The actions a host may take on a reservation today, in the order the screen shows them. */
export function allowedActions(reservation: { status: ReservationStatus; checkIn: string }, today: string): ReservationAction[] {
  return RESERVATION_ACTIONS.filter((action) => refusalOf(action, reservation, today) === null);
}

/**
 * The lists of /reservation-manage. Upcoming: requests and confirmed stays arriving today or later.
 * Current: guests in the house, and arrivals already due that still need a check-in or a no-show.
 * Past: stays that ended (checked out or no-show). Cancelled: cancelled and declined.
 */
export const RESERVATION_GROUPS = ['upcoming', 'current', 'past', 'cancelled'] as const;
export type ReservationGroup = (typeof RESERVATION_GROUPS)[number];

export function groupOf(reservation: { status: ReservationStatus; checkIn: string }, today: string): ReservationGroup {
  switch (reservation.status) {
    case 'checked_in':
      return 'current';
    case 'checked_out':
    case 'no_show':
      return 'past';
    case 'cancelled':
    case 'declined':
      return 'cancelled';
    default:
      return reservation.checkIn >= today ? 'upcoming' : 'current';
  }
}

/** Stays whose money is due at the property once the guest is expected: these can be marked paid. */
const PAYABLE_STATUSES: readonly ReservationStatus[] = ['confirmed', 'checked_in', 'checked_out'];

/**
 * Why a stay cannot be marked as paid now, or null when it can: only a stay paid at the property
 * (online payments are the platform's), confirmed or under way or over, and not paid already.
 */
export function markPaidRefusal(reservation: { status: ReservationStatus; paymentMethod: string; paymentStatus: string }): string | null {
  if (reservation.paymentMethod !== 'onsite') return 'Only a stay paid at the property can be marked as paid';
  if (reservation.paymentStatus !== 'unpaid') return `This stay is already ${reservation.paymentStatus}`;
  if (!PAYABLE_STATUSES.includes(reservation.status)) return `A reservation that is ${reservation.status.replaceAll('_', ' ')} cannot be marked as paid`;
  return null;
}

/** Requests waiting for an answer first, everything else after in the order it came (a stable pin). */
export function requestsFirst<T extends { status: ReservationStatus }>(items: readonly T[]): T[] {
  return [...items.filter((item) => item.status === 'pending'), ...items.filter((item) => item.status !== 'pending')];
}

import * as v from 'valibot';
import { isValidContactNumber } from './contact-number';
import { emailFormat } from './email';
import { firstIssuePerField } from './inquiry';
import { hasCents, optionalText, requiredText } from './listing-field-rules';
import { RESERVATION_MESSAGES as M } from './reservation-messages';
import { isIsoDate, MAX_STAY_NIGHTS, nightsBetween } from './reservation-dates';
import type { FieldProblems } from './listing-final-schemas';

/**
 * The guest and stay fields of a reservation: the host's manual booking form and the guest site's
 * channel call are checked with this one schema. Rules that need the database (the unit's capacity,
 * minimum stay, free nights) are the server's.
 */
const isoDate = (message: string) => v.pipe(v.string(message), v.check(isIsoDate, message));
// valibot runs a partial check even when a date failed its own check; that date's message is enough.
const bothDates = (checkIn: string, checkOut: string) => isIsoDate(checkIn) && isIsoDate(checkOut);
const count = (min: number, message: string) => v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(50, message));

/** Money in a currency: above 0, cents at most, below a sanity cap (a stay of 90 nights at the top nightly price). */
const MAX_AMOUNT = 100_000_000;
export const moneyAmount = (invalid: string, tooHigh: string, max: number = MAX_AMOUNT) =>
  v.pipe(v.number(invalid), v.gtValue(0, invalid), v.check(hasCents, invalid), v.maxValue(max, tooHigh));

/**
 * What a host types for a stay (a manual booking, new dates): at most ten million in the property's
 * currency (90 nights at LKR 100,000 is nine million), so an amount with a few zeros too many, like
 * 99,999,999, is refused with a message saying where the limit is.
 */
const MAX_HOST_AMOUNT = 10_000_000;
export const hostAmount = moneyAmount(M.amountInvalid, M.hostAmountTooHigh, MAX_HOST_AMOUNT);

const guestPhone = v.pipe(
  v.optional(v.nullable(v.string(M.guestPhoneInvalid)), null),
  v.transform((phone) => (phone === null || phone.trim() === '' ? null : phone.trim())),
  v.check((phone) => phone === null || isValidContactNumber(phone), M.guestPhoneInvalid),
);

const stayEntries = {
  guestName: requiredText(100, { empty: M.guestNameRequired, tooLong: M.guestNameTooLong }),
  guestEmail: v.pipe(v.string(M.guestEmailInvalid), v.trim(), v.maxLength(254, M.guestEmailInvalid), emailFormat),
  guestPhone,
  guestCountry: v.optional(v.nullable(v.pipe(v.string(M.guestCountryInvalid), v.regex(/^[A-Z]{2}$/, M.guestCountryInvalid))), null),
  checkIn: isoDate(M.checkInInvalid),
  checkOut: isoDate(M.checkOutInvalid),
  adults: count(1, M.adultsRange),
  children: v.optional(count(0, M.childrenRange), 0),
  specialRequests: optionalText(1000, M.specialRequestsTooLong, 'multi'),
};

const reservationStaySchema = v.pipe(
  v.object(stayEntries),
  v.forward(
    v.partialCheck([['checkIn'], ['checkOut']], ({ checkIn, checkOut }) => !bothDates(checkIn, checkOut) || checkOut > checkIn, M.checkOutAfterCheckIn),
    ['checkOut'],
  ),
  v.forward(
    v.partialCheck([['checkIn'], ['checkOut']], ({ checkIn, checkOut }) => !bothDates(checkIn, checkOut) || nightsBetween(checkIn, checkOut) <= MAX_STAY_NIGHTS, M.stayTooLong),
    ['checkOut'],
  ),
);

/**
 * A booking the host records by hand (a walk-in, a phone call): an e-mail address is optional as
 * long as there is a phone number, since the host has to reach the guest one way or the other.
 */
const walkInStaySchema = v.pipe(
  v.object({
    ...stayEntries,
    guestEmail: v.pipe(
      v.optional(v.nullable(v.string(M.guestEmailInvalid)), null),
      v.transform((email) => (email === null || email.trim() === '' ? null : email.trim())),
      v.check((email) => email === null || (email.length <= 254 && v.is(v.pipe(v.string(), emailFormat), email)), M.guestEmailInvalid),
    ),
  }),
  v.forward(
    v.partialCheck([['checkIn'], ['checkOut']], ({ checkIn, checkOut }) => !bothDates(checkIn, checkOut) || checkOut > checkIn, M.checkOutAfterCheckIn),
    ['checkOut'],
  ),
  v.forward(
    v.partialCheck([['checkIn'], ['checkOut']], ({ checkIn, checkOut }) => !bothDates(checkIn, checkOut) || nightsBetween(checkIn, checkOut) <= MAX_STAY_NIGHTS, M.stayTooLong),
    ['checkOut'],
  ),
  v.forward(
    v.partialCheck([['guestEmail'], ['guestPhone']], ({ guestEmail, guestPhone }) => guestEmail !== null || guestPhone !== null, M.guestContactRequired),
    ['guestPhone'],
  ),
);

export type ReservationStay = v.InferOutput<typeof reservationStaySchema>;

const STAY_FIELD_ORDER = ['guestName', 'guestEmail', 'guestPhone', 'guestCountry', 'checkIn', 'checkOut', 'adults', 'children', 'specialRequests'];

/** Checks the stay fields of a body (other fields are the caller's) and reports one message per field. */
export function validateReservationStay(fields: unknown): { ok: true; data: ReservationStay } | { ok: false; fieldMessages: FieldProblems } {
  const result = v.safeParse(reservationStaySchema, fields);
  if (result.success) return { ok: true, data: result.output };
  const issues = firstIssuePerField(result.issues, STAY_FIELD_ORDER);
  return { ok: false, fieldMessages: Object.fromEntries(issues.map(({ field, message }) => [field || 'reservation', message])) };
}

export type WalkInStay = v.InferOutput<typeof walkInStaySchema>;

/** Checks the stay fields of a manual booking (e-mail or phone) and reports one message per field. */
export function validateWalkInStay(fields: unknown): { ok: true; data: WalkInStay } | { ok: false; fieldMessages: FieldProblems } {
  const result = v.safeParse(walkInStaySchema, fields);
  if (result.success) return { ok: true, data: result.output };
  const issues = firstIssuePerField(result.issues, STAY_FIELD_ORDER);
  return { ok: false, fieldMessages: Object.fromEntries(issues.map(({ field, message }) => [field || 'reservation', message])) };
}

/** New dates for a stay (host or guest site): the same date rules as booking it. */
const stayDatesSchema = v.pipe(
  v.object({ checkIn: isoDate(M.checkInInvalid), checkOut: isoDate(M.checkOutInvalid) }),
  v.forward(
    v.partialCheck([['checkIn'], ['checkOut']], ({ checkIn, checkOut }) => !bothDates(checkIn, checkOut) || checkOut > checkIn, M.checkOutAfterCheckIn),
    ['checkOut'],
  ),
  v.forward(
    v.partialCheck([['checkIn'], ['checkOut']], ({ checkIn, checkOut }) => !bothDates(checkIn, checkOut) || nightsBetween(checkIn, checkOut) <= MAX_STAY_NIGHTS, M.stayTooLong),
    ['checkOut'],
  ),
);

export type StayDates = v.InferOutput<typeof stayDatesSchema>;

/** Checks new stay dates and reports one message per field. */
export function validateStayDates(fields: unknown): { ok: true; data: StayDates } | { ok: false; fieldMessages: FieldProblems } {
  const result = v.safeParse(stayDatesSchema, fields);
  if (result.success) return { ok: true, data: result.output };
  const issues = firstIssuePerField(result.issues, ['checkIn', 'checkOut']);
  return { ok: false, fieldMessages: Object.fromEntries(issues.map(({ field, message }) => [field || 'checkOut', message])) };
}

/**
 * The host's change-of-dates form: the dates as above, and the new amount as typed, where an
 * empty box means "price the new nights from my calendar" (null).
 */
export function validateDatesChange(form: { checkIn: string; checkOut: string; amount: string }):
  | { ok: true; data: StayDates & { amount: number | null } }
  | { ok: false; fieldMessages: FieldProblems } {
  const dates = validateStayDates({ checkIn: form.checkIn, checkOut: form.checkOut });
  const typed = form.amount.trim();
  const amount = typed === '' ? null : Number(typed);
  const amountOk = amount === null || v.is(hostAmount, amount);
  const amountProblem: FieldProblems = amountOk ? {} : { amount: amount !== null && amount > MAX_HOST_AMOUNT ? M.hostAmountTooHigh : M.amountInvalid };
  if (dates.ok && amountOk) return { ok: true, data: { ...dates.data, amount } };
  return { ok: false, fieldMessages: { ...(dates.ok ? {} : dates.fieldMessages), ...amountProblem } };
}

export const cancelReasonSchema = requiredText(500, { empty: M.reasonRequired, tooLong: M.reasonTooLong }, 'multi');

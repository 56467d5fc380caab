import * as v from 'valibot';
import type { components } from '../openapi/schema';
import { hostAmount, validateWalkInStay } from '../src/shared/reservation-form';
import { nightsBetween } from '../src/shared/reservation-dates';
import type { UnitNoun } from '../src/shared/unit-noun';

/**
 * The manual booking form as typed (every input is text) and its check: the shared stay rules of
 * src/shared/reservation-form.ts, plus the fields only this form has. Field keys are the body's,
 * so a 422 from the server lands on the same fields.
 */
export type ManualReservationBody = components['schemas']['ManualReservationBody'];

export type BookingForm = {
  propertyId: string;
  unitId: string;
  guestName: string;
  guestEmail: string;
  guestPhone: string;
  guestCountry: string;
  checkIn: string;
  checkOut: string;
  adults: string;
  children: string;
  amount: string;
  channel: NonNullable<ManualReservationBody['channel']>;
  paymentMethod: ManualReservationBody['paymentMethod'] | '';
  specialRequests: string;
};

export const BOOKING_MESSAGES = {
  propertyRequired: 'Choose the property',
  unitRequired: 'Choose the room or unit',
  paymentMethodRequired: 'Choose how the guest pays',
} as const;

export const emptyBookingForm = (): BookingForm => ({
  propertyId: '',
  unitId: '',
  guestName: '',
  guestEmail: '',
  guestPhone: '',
  guestCountry: 'LK',
  checkIn: '',
  checkOut: '',
  adults: '2',
  children: '0',
  amount: '',
  channel: 'manual',
  paymentMethod: 'onsite',
  specialRequests: '',
});

/** '' stays '' (so the rule's own message shows); digits become a number. */
const numberOf = (text: string): number | string => (text.trim() === '' ? '' : Number(text));

export function checkBookingForm(form: BookingForm): { ok: true; body: ManualReservationBody } | { ok: false; problems: Record<string, string> } {
  const problems: Record<string, string> = {};
  if (form.propertyId === '') problems.propertyId = BOOKING_MESSAGES.propertyRequired;
  if (form.unitId === '') problems.unitId = BOOKING_MESSAGES.unitRequired;
  if (form.paymentMethod === '') problems.paymentMethod = BOOKING_MESSAGES.paymentMethodRequired;
  const stay = validateWalkInStay({
    guestName: form.guestName,
    guestEmail: form.guestEmail,
    guestPhone: form.guestPhone,
    guestCountry: form.guestCountry || null,
    checkIn: form.checkIn,
    checkOut: form.checkOut,
    adults: numberOf(form.adults),
    children: form.children.trim() === '' ? undefined : Number(form.children),
    specialRequests: form.specialRequests,
  });
  if (!stay.ok) Object.assign(problems, stay.fieldMessages);
  let amount: number | null = null;
  if (form.amount.trim() !== '') {
    const parsed = v.safeParse(hostAmount, Number(form.amount));
    if (parsed.success) amount = parsed.output;
    else problems.amount = parsed.issues[0].message;
  }
  if (!stay.ok || Object.keys(problems).length > 0) return { ok: false, problems };
  return {
    ok: true,
    body: {
      propertyId: Number(form.propertyId),
      unitId: Number(form.unitId),
      ...stay.data,
      channel: form.channel,
      amount,
      paymentMethod: form.paymentMethod as ManualReservationBody['paymentMethod'],
    },
  };
}

/** A property the host can book, with the nightly prices an amount is compared with. */
export type BookableProperty = {
  id: number;
  name: string;
  currency: string | null;
  /** The listing's price per night (entire places); null while it has none. */
  pricePerNight: number | null;
  /** Rooms and homestays price each unit; null: the listing's price applies. */
  units: { id: number; name: string; pricePerNight: number | null }[];
  /** What the host calls its units: rooms in a guest house or homestay, units otherwise. */
  unitNoun: UnitNoun;
};

/** An amount this many times the nights' price, or this many times below it, is asked about first. */
const FAR_FACTOR = 10;

export type AmountCheck = { amount: number; expected: number; nights: number; nightly: number; currency: string };

/**
 * Whether the typed amount is far from what the room's price makes those nights cost (ten times it
 * or more, or under a tenth): a zero too many or too few is a slip to ask about before saving.
 * Null when it is in line, or when there is nothing to compare with (no amount, no price, no dates).
 */
export function amountOutOfLine(body: ManualReservationBody, properties: BookableProperty[]): AmountCheck | null {
  if (body.amount === null || body.amount === undefined) return null;
  const property = properties.find((p) => p.id === body.propertyId);
  const unit = property?.units.find((u) => u.id === body.unitId);
  const nightly = unit?.pricePerNight ?? property?.pricePerNight ?? null;
  if (!property || nightly === null || nightly <= 0) return null;
  const nights = nightsBetween(body.checkIn, body.checkOut);
  const expected = Math.round(nightly * nights * 100) / 100;
  const far = body.amount >= expected * FAR_FACTOR || body.amount < expected / FAR_FACTOR;
  return far ? { amount: body.amount, expected, nights, nightly, currency: property.currency ?? 'USD' } : null;
}

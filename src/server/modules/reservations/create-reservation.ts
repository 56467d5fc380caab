import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { accommodationUnits, plans, properties, reservations, reservationStatusHistory, unitOccupancy } from '../../db/schema/index';
import { HttpError, notFound } from '../../lib/http-error';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../lib/pg-error-code';
import type { AppDeps } from '../../types';
import { RESERVATION_MESSAGES as M } from '../../../shared/reservation-messages';
import { eachNight, sriLankaToday } from '../../../shared/reservation-dates';
import { moneyAmount, type WalkInStay } from '../../../shared/reservation-form';
import type { ReservationChannel, ReservationStatus } from '../../../shared/reservation-status';
import type { PropertyRow, Queryable } from '../properties/property-access';
import { propertyNotFound } from '../properties/property-access';
import { basePriceOf, loadNightRates, priceOfNights } from './night-rates';
import { asOverlapConflict, describeOccupant, occupantsOf } from './occupancy';
import { newReservationCode } from './reservation-code';
import { loadReservationView, type ReservationView } from './reservation-view';

type Transaction = Parameters<Parameters<AppDeps['db']['transaction']>[0]>[0];

export interface NewReservation {
  propertyId: number;
  unitId: number;
  /** The guest and stay fields; only a host's manual booking may leave the e-mail out. */
  stay: WalkInStay;
  channel: ReservationChannel;
  /** null: the nights' calendar prices summed. */
  amount: number | null;
  /** When the caller states one (the guest site), it must be the property's. */
  currency?: 'USD' | 'LKR';
  paymentMethod: 'onsite' | 'online';
  paymentStatus: 'unpaid' | 'paid';
  /** Who is booking: a host or admin (their id), or the guest site. */
  actor: { kind: 'host' | 'admin' | 'channel'; userId: number | null };
  /** Which properties the actor may book, and in which status the reservation starts. */
  admit: (property: PropertyRow) => ReservationStatus;
  /** Guests must respect the minimum stay; a host booking by hand may make an exception. */
  enforceMinStay: boolean;
  /** Runs first in the booking's transaction (the channel claims its idempotency key here). */
  claim?: (tx: Transaction) => Promise<void>;
  /** Extra writes in the same transaction once the reservation exists (the idempotency record). */
  afterCreate?: (tx: Transaction, view: ReservationView, reservationId: number) => Promise<void>;
}

const amountSchema = moneyAmount(M.amountInvalid, M.amountTooHigh);
const unitNotFound = () => notFound('That accommodation unit');
const CODE_ATTEMPTS = 3;

/**
 * Books nights of a unit. The unit is locked (FOR NO KEY UPDATE) so bookings of one unit queue
 * instead of racing, and what is in the way is named in the 409. The exclusion constraint on
 * unit_occupancy is what actually guarantees no overlap, for any writer; its refusal also answers 409.
 */
export async function createReservation(deps: Pick<AppDeps, 'db' | 'clock'>, booking: NewReservation): Promise<ReservationView> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await deps.db.transaction((tx) => insertReservation(tx, deps.clock(), booking));
    } catch (error) {
      // A repeated code (1 in 2^40 per pair) is worth one more try with a new one.
      if (pgErrorCode(error) === UNIQUE_VIOLATION && attempt < CODE_ATTEMPTS) continue;
      throw asOverlapConflict(error);
    }
  }
}

async function insertReservation(tx: Transaction, now: Date, booking: NewReservation): Promise<ReservationView> {
  const { stay } = booking;
  // The numeric(12,2) column would round a third decimal away and the money check would then fail.
  if (booking.amount !== null && !v.is(amountSchema, booking.amount)) throw HttpError.unprocessable({ amount: M.amountInvalid });
  const today = sriLankaToday(now);
  await booking.claim?.(tx);
  const [found] = await tx
    .select({ property: properties, commissionPercent: plans.commissionPercent, planName: plans.name })
    .from(properties)
    .leftJoin(plans, eq(plans.id, properties.planId))
    .where(eq(properties.id, booking.propertyId))
    .limit(1);
  if (!found) throw propertyNotFound();
  const { property } = found;
  const status = booking.admit(property);
  const [unit] = await tx
    .select()
    .from(accommodationUnits)
    .where(and(eq(accommodationUnits.id, booking.unitId), eq(accommodationUnits.propertyId, property.id)))
    .limit(1)
    .for('no key update');
  if (!unit) throw unitNotFound();

  if (stay.checkIn < today) throw HttpError.unprocessable({ checkIn: M.checkInPast });
  if (unit.guestCount !== null && stay.adults + stay.children > unit.guestCount) throw HttpError.unprocessable({ adults: M.tooManyGuests });
  const currency = (property.currency ?? 'USD') as 'USD' | 'LKR';
  if (booking.currency && booking.currency !== currency) {
    throw HttpError.unprocessable({ currency: `This property's prices are in ${currency}` });
  }
  const nights = eachNight(stay.checkIn, stay.checkOut);
  const rates = (await loadNightRates(tx, [unit.id], stay.checkIn, stay.checkOut)).get(unit.id)!;
  const minStay = rates.get(stay.checkIn)?.minStay ?? 1;
  if (booking.enforceMinStay && nights.length < minStay) throw HttpError.unprocessable({ checkOut: M.minStay(minStay) });
  const amount = booking.amount ?? priceOfNights(nights, rates, basePriceOf(unit, property));

  const [occupant] = await occupantsOf(tx, unit.id, stay.checkIn, stay.checkOut);
  if (occupant) throw new HttpError(409, `Those nights are not available: ${describeOccupant(unit.name, occupant)}`);

  const commissionPercent = found.commissionPercent ?? 0;
  const commission = Math.round(amount * commissionPercent) / 100;
  const [created] = await tx
    .insert(reservations)
    .values({
      code: newReservationCode(),
      propertyId: property.id,
      unitId: unit.id,
      guestName: stay.guestName,
      guestEmail: stay.guestEmail,
      guestPhone: stay.guestPhone,
      guestCountry: stay.guestCountry,
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      nights: nights.length,
      adults: stay.adults,
      children: stay.children,
      channel: booking.channel,
      amount,
      currency,
      commissionPercent,
      commission,
      planName: found.planName,
      net: Math.round((amount - commission) * 100) / 100,
      paymentMethod: booking.paymentMethod,
      paymentStatus: booking.paymentStatus,
      status,
      specialRequests: stay.specialRequests,
      createdBy: booking.actor.userId,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: reservations.id });
  await tx.insert(unitOccupancy).values({ unitId: unit.id, startsOn: stay.checkIn, endsOn: stay.checkOut, reservationId: created.id });
  await tx.insert(reservationStatusHistory).values({
    reservationId: created.id,
    fromStatus: null,
    toStatus: status,
    actor: booking.actor.kind,
    changedBy: booking.actor.userId,
    changedAt: now,
  });
  const view = await loadReservationView(tx as Queryable, created.id, today);
  await booking.afterCreate?.(tx, view, created.id);
  return view;
}

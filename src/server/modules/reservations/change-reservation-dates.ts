import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { accommodationUnits, properties, reservations, reservationStatusHistory } from '../../db/schema/index';
import { HttpError } from '../../lib/http-error';
import type { AppDeps } from '../../types';
import { queueBookingAlert } from '../booking-alerts/queue-booking-alert';
import { formatDayRange } from '../../../shared/format';
import { eachNight, sriLankaToday } from '../../../shared/reservation-dates';
import { moneyAmount, type StayDates } from '../../../shared/reservation-form';
import { RESERVATION_MESSAGES as M } from '../../../shared/reservation-messages';
import { dateChangeRefusal, type ReservationStatus } from '../../../shared/reservation-status';
import type { Queryable } from '../properties/property-access';
import { basePriceOf, loadNightRates, priceOfNights } from './night-rates';
import { asOverlapConflict, describeOccupant, occupantsOf } from './occupancy';
import { loadReservationView, type ReservationRow, type ReservationView } from './reservation-view';

export interface ChangeReservationDatesOptions {
  deps: Pick<AppDeps, 'db' | 'clock' | 'config' | 'outbox'>;
  /** Finds the reservation this caller may move and locks it FOR UPDATE; 404 otherwise. */
  find: (tx: Queryable) => Promise<ReservationRow>;
  dates: StayDates;
  /** The new price; null: the new nights' calendar prices summed. */
  amount: number | null;
  actor: { kind: 'host' | 'admin' | 'channel'; userId: number | null };
  /** Guests must respect the minimum stay; a host moving a stay by hand may make an exception. */
  enforceMinStay: boolean;
  /** The host gets a date-change alert, written with the change (when the change is news to them). */
  alertHost: boolean;
}

export interface DatesChange {
  reservation: ReservationView;
  /** The dates before the change; null when the call asked for what was already there. */
  previous: { checkIn: string; checkOut: string } | null;
}

const amountSchema = moneyAmount(M.amountInvalid, M.amountTooHigh);

/**
 * Moves a request or a confirmed stay to other nights of its unit. The occupancy row follows the
 * reservation through its composite foreign key (ON UPDATE CASCADE), so the exclusion constraint
 * judges the new nights against every other stay and block; the stay's own old nights never count
 * against it. The money keeps the commission rate it was booked at.
 */
export async function changeReservationDates({ deps, find, dates, amount, actor, enforceMinStay, alertHost }: ChangeReservationDatesOptions): Promise<DatesChange> {
  if (amount !== null && !v.is(amountSchema, amount)) throw HttpError.unprocessable({ amount: M.amountInvalid });
  const now = deps.clock();
  const today = sriLankaToday(now);
  let alerted = false;
  try {
    const change = await deps.db.transaction(async (tx): Promise<DatesChange> => {
      const row = await find(tx);
      const refusal = dateChangeRefusal({ status: row.status as ReservationStatus, checkIn: row.checkIn }, today);
      if (refusal) throw new HttpError(409, refusal);
      if (dates.checkIn < today) throw HttpError.unprocessable({ checkIn: M.checkInPast });
      const sameDates = dates.checkIn === row.checkIn && dates.checkOut === row.checkOut;
      if (sameDates && (amount === null || amount === row.amount)) {
        return { reservation: await loadReservationView(tx, row.id, today), previous: null };
      }

      // Locked like a new booking of the unit, so a booking and a move of one unit queue.
      const [found] = await tx
        .select({ unit: accommodationUnits, property: properties })
        .from(accommodationUnits)
        .innerJoin(properties, eq(properties.id, accommodationUnits.propertyId))
        .where(eq(accommodationUnits.id, row.unitId))
        .limit(1)
        .for('no key update', { of: accommodationUnits });
      const { unit, property } = found!;
      const nights = eachNight(dates.checkIn, dates.checkOut);
      const rates = (await loadNightRates(tx, [unit.id], dates.checkIn, dates.checkOut)).get(unit.id)!;
      const minStay = rates.get(dates.checkIn)?.minStay ?? 1;
      if (enforceMinStay && nights.length < minStay) throw HttpError.unprocessable({ checkOut: M.minStay(minStay) });
      const price = amount ?? priceOfNights(nights, rates, basePriceOf(unit, property));

      const inTheWay = (await occupantsOf(tx, unit.id, dates.checkIn, dates.checkOut)).find((o) => o.reservationCode !== row.code);
      if (inTheWay) throw new HttpError(409, `Those nights are not available: ${describeOccupant(unit.name, inTheWay)}`);

      const commission = Math.round(price * row.commissionPercent) / 100;
      await tx
        .update(reservations)
        .set({
          checkIn: dates.checkIn,
          checkOut: dates.checkOut,
          nights: nights.length,
          amount: price,
          commission,
          net: Math.round((price - commission) * 100) / 100,
          updatedAt: now,
        })
        .where(eq(reservations.id, row.id));
      await tx.insert(reservationStatusHistory).values({
        reservationId: row.id,
        kind: 'dates',
        fromStatus: row.status,
        toStatus: row.status,
        actor: actor.kind,
        changedBy: actor.userId,
        reason: sameDates ? `Price changed from ${row.amount} to ${price} ${row.currency}` : `Dates changed from ${stayText(row)} to ${stayText(dates)}`,
        changedAt: now,
      });
      const moved = { reservation: await loadReservationView(tx, row.id, today), previous: { checkIn: row.checkIn, checkOut: row.checkOut } };
      if (alertHost) alerted = await queueBookingAlert(tx, deps, { kind: 'dateChange', reservation: moved.reservation, previousDates: moved.previous });
      return moved;
    });
    if (alerted) deps.outbox.deliverSoon();
    return change;
  } catch (error) {
    throw asOverlapConflict(error);
  }
}

const stayText = ({ checkIn, checkOut }: StayDates) => formatDayRange(checkIn, checkOut);

import { eq, sql } from 'drizzle-orm';
import { addDays, nightsBetween, sriLankaToday } from '../../../shared/reservation-dates';
import { newReservationCode } from '../../modules/reservations/reservation-code';
import type { Database } from '../database';
import { accommodationUnits, properties, reservations, reservationStatusHistory, unitOccupancy, users } from '../schema/index';
import { DEMO_LISTING } from './seed-demo';

const PRICE_USD = 45;

/**
 * Stays around the day the demo starts, so the dashboard, calendar and reservation lists show a
 * working guest house at once: someone arriving and someone leaving today, a booking later this
 * week, a request waiting for an answer, and a stay completed last month. Days are offsets from
 * Sri Lanka's today; `unit` picks one of the two rooms.
 */
export const DEMO_STAYS = [
  { guestName: 'Amaya Wickramasinghe', guestEmail: 'amaya@example.com', unit: 0, from: 0, to: 3, status: 'confirmed', channel: 'guest_site' },
  { guestName: 'Lukas Becker', guestEmail: 'lukas@example.com', unit: 1, from: -2, to: 0, status: 'checked_in', channel: 'booking_com' },
  { guestName: 'Chloé Martin', guestEmail: 'chloe@example.com', unit: 0, from: 4, to: 6, status: 'confirmed', channel: 'airbnb' },
  { guestName: 'Priya Raman', guestEmail: 'priya@example.com', unit: 1, from: 10, to: 12, status: 'pending', channel: 'guest_site' },
  { guestName: 'Kenji Watanabe', guestEmail: 'kenji@example.com', unit: 0, from: -30, to: -27, status: 'checked_out', channel: 'guest_site' },
] as const;

/**
 * Gives the demo host's first listing (whatever it is called now) two rooms, a price and the stays above, once: nothing is added when the
 * demo host already has any reservation (a person trying the demo keeps what they did). Written
 * straight to the tables: the booking rules refuse past check-ins, which a demo history needs.
 */
export async function seedDemoBookings(db: Database, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const [listing] = await tx
      .select({ id: properties.id, price: properties.pricePerNight })
      .from(properties)
      .innerJoin(users, eq(users.id, properties.ownerId))
      .where(sql`lower(${users.email}) = ${DEMO_LISTING.ownerEmail}`)
      .orderBy(properties.id)
      .limit(1);
    if (!listing) return 0;
    const [{ n }] = await tx.select({ n: sql<number>`count(*)::int` }).from(reservations).where(eq(reservations.propertyId, listing.id));
    if (n > 0) return 0;

    if (listing.price === null) await tx.update(properties).set({ currency: 'USD', pricePerNight: PRICE_USD }).where(eq(properties.id, listing.id));
    let rooms = await tx.select({ id: accommodationUnits.id }).from(accommodationUnits).where(eq(accommodationUnits.propertyId, listing.id));
    if (rooms.length < 2) {
      rooms = await tx
        .insert(accommodationUnits)
        .values([
          { propertyId: listing.id, name: 'Garden room', guestCount: 2 },
          { propertyId: listing.id, name: 'Verandah room', guestCount: 3 },
        ])
        .returning({ id: accommodationUnits.id });
    }

    const today = sriLankaToday(now);
    for (const stay of DEMO_STAYS) {
      const checkIn = addDays(today, stay.from);
      const checkOut = addDays(today, stay.to);
      const nights = nightsBetween(checkIn, checkOut);
      const [row] = await tx
        .insert(reservations)
        .values({
          code: newReservationCode(),
          propertyId: listing.id,
          unitId: rooms[stay.unit].id,
          guestName: stay.guestName,
          guestEmail: stay.guestEmail,
          checkIn,
          checkOut,
          nights,
          adults: 2,
          children: 0,
          channel: stay.channel,
          amount: nights * PRICE_USD,
          currency: 'USD',
          planName: DEMO_LISTING.plan,
          commissionPercent: 0,
          commission: 0,
          net: nights * PRICE_USD,
          paymentMethod: 'onsite',
          paymentStatus: stay.status === 'checked_out' ? 'paid' : 'unpaid',
          status: stay.status,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: reservations.id });
      await tx.insert(unitOccupancy).values({ unitId: rooms[stay.unit].id, startsOn: checkIn, endsOn: checkOut, reservationId: row.id });
      await tx.insert(reservationStatusHistory).values({ reservationId: row.id, fromStatus: null, toStatus: stay.status, actor: 'channel', changedAt: now });
    }
    return DEMO_STAYS.length;
  });
}

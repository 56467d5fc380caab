import { and, desc, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import { properties, reservations } from '../../db/schema/index';
import type { Queryable } from '../properties/property-access';
import { COUNTED_STATUSES } from '../../../rules/earnings';

/** The columns a stay brings to the report: no unit, guest contact or history (not shown, not needed). */
const stayColumns = {
  code: reservations.code,
  propertyId: reservations.propertyId,
  propertyName: properties.name,
  guestName: reservations.guestName,
  checkIn: reservations.checkIn,
  checkOut: reservations.checkOut,
  nights: reservations.nights,
  channel: reservations.channel,
  status: reservations.status,
  currency: reservations.currency,
  amount: reservations.amount,
  commissionPercent: reservations.commissionPercent,
  commission: reservations.commission,
  net: reservations.net,
  paymentMethod: reservations.paymentMethod,
  planName: reservations.planName,
};

export type EarningStayRow = { [K in keyof typeof stayColumns]: (typeof stayColumns)[K]['_']['data'] };

/** Whose stays: one property (already checked against the caller), or every property of an owner. */
export type EarningsScope = { propertyId: number } | { ownerId: number };

/**
 * The counted stays checking out in [from, to], latest first. One query: the owner's properties
 * (properties_owner_plan_idx), then each one's check-out range (reservations_property_check_out_idx),
 * so a host's year costs a few index range scans however many other hosts there are.
 */
export async function loadEarningStays(db: Queryable, scope: EarningsScope, from: string, to: string): Promise<EarningStayRow[]> {
  const whose: SQL = 'propertyId' in scope ? eq(reservations.propertyId, scope.propertyId) : eq(properties.ownerId, scope.ownerId);
  return db
    .select(stayColumns)
    .from(reservations)
    .innerJoin(properties, eq(properties.id, reservations.propertyId))
    .where(and(whose, gte(reservations.checkOut, from), lte(reservations.checkOut, to), inArray(reservations.status, [...COUNTED_STATUSES])))
    .orderBy(desc(reservations.checkOut), desc(reservations.id)) as Promise<EarningStayRow[]>;
}

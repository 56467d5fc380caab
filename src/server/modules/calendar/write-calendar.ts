import type { AccessClaims } from '../../lib/access-tokens';
import type { AppDeps } from '../../types';
import { sriLankaToday } from '../../../shared/reservation-dates';
import type { UnitRow } from '../units/unit-rules';
import { assertRange, findCalendarProperty, lockUnits, type CalendarPropertyRow } from './calendar-access';
import { buildCalendar, type PropertyCalendar } from './calendar-view';

type Transaction = Parameters<Parameters<AppDeps['db']['transaction']>[0]>[0];

export interface CalendarWrite {
  deps: Pick<AppDeps, 'db' | 'clock'>;
  caller: AccessClaims;
  propertyId: number;
  body: { unitIds: number[]; from: string; to: string };
}

/**
 * What every calendar write shares: the range checked (not before today, at most 366 nights), the
 * property found for the caller (404), the named units locked, the change made, and the calendar of
 * the written range answered, all in one transaction.
 */
export async function writeCalendar(
  { deps, caller, propertyId, body }: CalendarWrite,
  change: (tx: Transaction, context: { property: CalendarPropertyRow; units: UnitRow[]; from: string; to: string; now: Date }) => Promise<void>,
): Promise<PropertyCalendar> {
  const now = deps.clock();
  const today = sriLankaToday(now);
  assertRange(body.from, body.to, today);
  return deps.db.transaction(async (tx) => {
    const property = await findCalendarProperty(tx, caller, propertyId);
    const locked = await lockUnits(tx, property.id, body.unitIds);
    await change(tx, { property, units: locked, from: body.from, to: body.to, now });
    return buildCalendar(tx, caller, property.id, body.from, body.to, today);
  });
}

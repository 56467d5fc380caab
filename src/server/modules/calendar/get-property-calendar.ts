import type { AccessClaims } from '../../lib/access-tokens';
import type { AppDeps } from '../../types';
import { sriLankaToday } from '../../../rules/reservation-dates';
import { assertRange } from './calendar-access';
import { buildCalendar, type PropertyCalendar } from './calendar-view';

export interface GetPropertyCalendarOptions {
  deps: Pick<AppDeps, 'db' | 'clock'> & Partial<Pick<AppDeps, 'calendarCache'>>;
  caller: AccessClaims;
  propertyId: number;
  from: string;
  to: string;
}

/** The calendar of one of the caller's properties (admins: any) over at most 366 nights. */
export async function getPropertyCalendar({ deps, caller, propertyId, from, to }: GetPropertyCalendarOptions): Promise<PropertyCalendar> {
  assertRange(from, to);
  const today = sriLankaToday(deps.clock());
  const read = () => buildCalendar(deps.db, caller, propertyId, from, to, today);
  if (!deps.calendarCache) return read();
  // Whose: an admin may read any property; a host only their own (the read answers 404 otherwise).
  const who = caller.role === 'ADMIN' ? 'admin' : `host ${caller.id}`;
  return deps.calendarCache.read(`${who}|${propertyId}|${from}|${to}|${today}`, read);
}

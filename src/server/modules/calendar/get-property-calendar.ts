import type { AccessClaims } from '../../lib/access-tokens';
import type { AppDeps } from '../../types';
import { sriLankaToday } from '../../../shared/reservation-dates';
import { assertRange } from './calendar-access';
import { buildCalendar, type PropertyCalendar } from './calendar-view';

export interface GetPropertyCalendarOptions {
  deps: Pick<AppDeps, 'db' | 'clock'>;
  caller: AccessClaims;
  propertyId: number;
  from: string;
  to: string;
}

/** The calendar of one of the caller's properties (admins: any) over at most 366 nights: a fresh read. */
export async function getPropertyCalendar({ deps, caller, propertyId, from, to }: GetPropertyCalendarOptions): Promise<PropertyCalendar> {
  assertRange(from, to);
  return buildCalendar(deps.db, caller, propertyId, from, to, sriLankaToday(deps.clock()));
}

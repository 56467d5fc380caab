/**
 * /calendar's first view: what its route loader reads (loadCalendarFirstView in page-data.ts), in
 * the browser or on the server for a signed-in host, and what the screen's machine
 * (machines/calendar-data.machine.ts) starts from, so the hydrated page matches.
 */
import type { components } from '../../openapi/schema';

export type CalendarProperty = Pick<components['schemas']['HostPropertySummary'], 'id' | 'name' | 'status'>;

/** The screen's first view: the picker's properties and the chosen one's calendar (null: none to show). */
export type CalendarFirstView = { properties: CalendarProperty[]; calendar: components['schemas']['PropertyCalendar'] | null };

/** ?propertyId= as the admin redirect and the listed properties' Calendar link pass it. */
export const propertyIdOf = (value: string | null): number | null => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);

/** The picker's properties from a page of the host's listings: drafts have no bookings to manage. */
export function calendarPropertiesOf(items: readonly CalendarProperty[]): CalendarProperty[] {
  return items.filter((property) => property.status !== 'draft').map(({ id, name, status }) => ({ id, name, status }));
}

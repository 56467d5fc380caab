/**
 * /calendar's first view, which the screen's machine (machines/calendar-data.machine.ts) loads in
 * the browser and the server renders a signed-in host's page with (src/server/modules/web-pages):
 * both pick the property and its picker's list by these rules, so the hydrated page matches.
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

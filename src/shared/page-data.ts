/**
 * Where a signed-in page's route loaders (src/app/router.tsx) read their data from. The browser's
 * source calls the API (src/api/page-data.ts); the server's calls the domain functions for the
 * signed-in host (src/server/modules/web-pages), so the page it renders carries what the screen
 * would have asked for, and the browser hydrates from that without asking again.
 */
import type { components, operations } from '../../openapi/schema';
import type { CalendarFirstView, CalendarProperty } from './calendar-first-view';
import { monthOf, monthsRange } from './calendar-months';

export type PageDataSource = {
  dashboard(): Promise<components['schemas']['Dashboard']>;
  /** The calendar picker's properties (calendarPropertiesOf). */
  calendarProperties(): Promise<CalendarProperty[]>;
  calendar(window: { propertyId: number; from: string; to: string }): Promise<components['schemas']['PropertyCalendar']>;
  /** Today in Sri Lanka, 'YYYY-MM-DD'. */
  today(): string;
  /** A page of the host's reservations. */
  reservations(query: NonNullable<operations['listReservations']['parameters']['query']>): Promise<components['schemas']['ReservationPage']>;
};

/**
 * /calendar as its screen first shows it (machines/calendar-data.machine.ts): the host's properties
 * for the picker, then three months from this one of the property in ?propertyId=, else the first.
 */
export async function loadCalendarFirstView(pages: PageDataSource, propertyId: number | null): Promise<CalendarFirstView> {
  const properties = await pages.calendarProperties();
  const shown = propertyId ?? properties[0]?.id ?? null;
  if (shown === null) return { properties, calendar: null };
  return { properties, calendar: await pages.calendar({ propertyId: shown, ...monthsRange(monthOf(pages.today())) }) };
}

/** The text of a page's JSON data block: every '<' escaped, so no '</script>' in the data can end the block early. */
export const pageDataJson = (data: unknown): string => JSON.stringify(data).replace(/</g, '\\u003c');

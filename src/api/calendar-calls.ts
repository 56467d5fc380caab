/**
 * The calls behind /calendar: the host's properties for the picker, a window of one property's
 * calendar, and the four writes. Each resolves to the data or throws a CallFailure (as the
 * machines expect), so a 409's or 422's message reaches the panel as the server wrote it.
 */
import type { CalendarWindow, PropertyCalendar } from '../../machines/calendar-data.machine';
import { calendarPropertiesOf, type CalendarProperty } from '../shared/calendar-first-view';
import type { CalendarWriteRequest } from '../../machines/calendar-selection.machine';
import { api } from '../session/session-api';
import { dataOf } from './data-of';

/** The picker's properties (calendarPropertiesOf). 50 is the API's page limit. */
export async function listCalendarProperties(): Promise<CalendarProperty[]> {
  const page = await dataOf(api().GET('/api/v1/web/properties/host/listed-properties', { params: { query: { limit: 50, offset: 0 } } }));
  return calendarPropertiesOf(page.items);
}

export const getPropertyCalendar = ({ propertyId, from, to }: CalendarWindow): Promise<PropertyCalendar> =>
  dataOf(api().GET('/api/v1/web/properties/{propertyId}/calendar', { params: { path: { propertyId }, query: { from, to } } }));

/** One calendar write; every one answers the calendar of the written range. */
export function writePropertyCalendar({ propertyId, unitIds, from, to, change }: CalendarWriteRequest): Promise<PropertyCalendar> {
  const path = { params: { path: { propertyId } } };
  const range = { unitIds, from, to };
  switch (change.action) {
    case 'price':
      return dataOf(api().PUT('/api/v1/web/properties/{propertyId}/calendar/price', { ...path, body: { ...range, price: change.price } }));
    case 'minStay':
      return dataOf(api().PUT('/api/v1/web/properties/{propertyId}/calendar/min-stay', { ...path, body: { ...range, minStay: change.minStay } }));
    case 'block':
      return dataOf(api().POST('/api/v1/web/properties/{propertyId}/calendar/block', { ...path, body: { ...range, note: change.note } }));
    case 'open':
      return dataOf(api().POST('/api/v1/web/properties/{propertyId}/calendar/open', { ...path, body: range }));
  }
}

import ical from 'ical-generator';

/** One all-day event of an exported calendar: nights [startsOn, endsOn). */
export interface ExportEvent {
  uid: string;
  startsOn: string;
  endsOn: string;
  summary: string;
  /** When the row behind the event last changed: DTSTAMP stays put while nothing changes, so the ETag does too. */
  stamp: Date;
}

/**
 * An RFC 5545 calendar of all-day events (DTSTART/DTEND as DATE values, the end day free, as
 * channels expect), written by ical-generator. Only what is given goes out: callers pass no
 * guest details.
 */
export function writeIcalCalendar(name: string, events: ExportEvent[]): string {
  const calendar = ical({ prodId: { company: 'Host Portal', product: 'Calendar export', language: 'EN' }, name });
  for (const event of events) {
    calendar.createEvent({ id: event.uid, start: event.startsOn, end: event.endsOn, allDay: true, summary: event.summary, stamp: event.stamp });
  }
  return calendar.toString();
}

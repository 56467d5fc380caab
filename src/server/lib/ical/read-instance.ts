import ICAL from 'ical.js';
import { nightsOf } from './event-nights';
import type { CalendarZones } from './local-days';
import { importKindOf } from './import-kind';
import type { JcalProperty } from './read-property';
import { instanceKey, type ReadEvent } from './settle-events';

export interface InstanceOptions {
  zones: CalendarZones;
  timeZone: string;
}

/**
 * One instance as a ReadEvent: the override ical.js relates to that original start if there is
 * one, else the series at that start. `occurrence` null reads the event's own DTSTART (an orphan
 * override, or a cancelled series).
 */
export function readInstance(uid: string, order: number, event: ICAL.Event, occurrence: { start: ICAL.Time; periodEnd: ICAL.Time | null } | null, options: InstanceOptions): ReadEvent {
  const details = occurrence ? event.getOccurrenceDetails(occurrence.start) : null;
  const item = details?.item ?? event;
  const start = details?.startDate ?? event.startDate;
  const overridden = item !== event || !occurrence;
  const end = !overridden && occurrence?.periodEnd ? occurrence.periodEnd : (details?.endDate ?? event.endDate);
  const original = details?.recurrenceId ?? event.recurrenceId ?? event.startDate;
  const component = item.component;
  const nights = start ? nightsOf(jcalOf(start, tzidOf(component, 'dtstart')), end ? jcalOf(end, tzidOf(component, 'dtend') ?? tzidOf(component, 'dtstart')) : undefined, undefined, options.zones, options.timeZone) : null;
  const sequence = Number(component.getFirstPropertyValue('sequence') ?? 0);
  return {
    order,
    uid: instanceKey(uid, original ? original.toString() : `#${order}`),
    sequence: Number.isFinite(sequence) ? sequence : 0,
    stamp: String(component.getFirstPropertyValue('dtstamp') ?? ''),
    cancelled: isCancelled(component),
    nights,
    kind: importKindOf(stringValue(component, 'summary')),
  };
}

const stringValue = (component: ICAL.Component, name: string): string | null => {
  const value = component.getFirstPropertyValue(name);
  return typeof value === 'string' ? value : null;
};

export const isCancelled = (component: ICAL.Component) => stringValue(component, 'status')?.trim().toUpperCase() === 'CANCELLED';

const tzidOf = (component: ICAL.Component, name: string): string | null => {
  const tzid = component.getFirstProperty(name)?.getParameter('tzid');
  return typeof tzid === 'string' ? tzid : null;
};

/**
 * A time ical.js computed, as the jCal property event-nights.ts reads: in its zone when ical.js
 * knows it (UTC or the calendar's VTIMEZONE); a zone only Intl knows (a TZID without VTIMEZONE)
 * reaches ical.js as floating, so the property's own TZID is put back.
 */
function jcalOf(time: ICAL.Time, sourceTzid: string | null): JcalProperty {
  if (time.isDate) return ['dtstart', {}, 'date', time.toString()];
  const tzid = time.zone?.tzid;
  if (tzid === 'UTC') return ['dtstart', {}, 'date-time', time.toString().replace(/Z?$/, 'Z')];
  if (!tzid || tzid === 'floating') return ['dtstart', sourceTzid ? { tzid: sourceTzid } : {}, 'date-time', time.toString()];
  return ['dtstart', { tzid }, 'date-time', time.toString()];
}

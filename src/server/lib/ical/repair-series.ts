import ICAL from 'ical.js';

/**
 * Two ways ical.js 2 expands a series wrongly, found by the corpus against dateutil
 * (tests/fixtures/ical/corpus/public), put right on the master before ical.js walks it.
 */

/**
 * ical.js drops the last instances of the second of several RRULEs (RecurExpansion removes a
 * finished rule's iterator and then skips the one after it: kewisch/ical.js samples/multiple_rrules.ics
 * loses its last Sunday). Several RRULEs are still legal (RFC 5545 §3.8.5.3 only discourages
 * them), so each rule is walked on a copy of its own; the caller merges the instances.
 */
export function oneRulePerCopy(master: ICAL.Component): ICAL.Component[] {
  const rules = master.getAllProperties('rrule');
  if (rules.length < 2) return [master];
  return rules.map((_, keep) => {
    const copy = new ICAL.Component(structuredClone(master.toJSON()));
    copy.getAllProperties('rrule').forEach((rule, index) => index !== keep && copy.removeProperty(rule));
    master.parent?.addSubcomponent(copy); // TZIDs are looked up in the calendar's zones
    return copy;
  });
}

/**
 * A TZID the calendar does not define (pyvobject writes America/Chicago with no VTIMEZONE) reaches
 * ical.js as floating time, and ical.js then compares an EXDATE written in UTC with those floating
 * instances as if they were UTC, so the excluded instance stays (ical4j's EXDATE-IN-UTC.ics).
 * Such EXDATEs are rewritten as the series zone's wall clock, by Intl, which is how the instances
 * are placed too (local-days.ts).
 */
export function exdatesInSeriesZone(master: ICAL.Component): void {
  const tzid = master.getFirstProperty('dtstart')?.getParameter('tzid');
  if (typeof tzid !== 'string' || definedZones(master).has(tzid) || !intlKnows(tzid)) return;
  for (const property of master.getAllProperties('exdate')) {
    const values = property.getValues() as unknown[];
    if (!values.some((value) => value instanceof ICAL.Time && !value.isDate && value.zone === ICAL.Timezone.utcTimezone)) continue;
    const rewritten = new ICAL.Property('exdate', master);
    rewritten.setParameter('tzid', tzid);
    rewritten.setValues(values.map((value) => (value instanceof ICAL.Time && !value.isDate && value.zone === ICAL.Timezone.utcTimezone ? wallClockIn(value, tzid) : value)));
    master.removeProperty(property);
    master.addProperty(rewritten);
  }
}

const definedZones = (master: ICAL.Component) =>
  new Set((master.parent?.getAllSubcomponents('vtimezone') ?? []).map((zone) => String(zone.getFirstPropertyValue('tzid'))));

function intlKnows(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** A UTC time as the floating wall-clock time it is in `timeZone`. */
function wallClockIn(utc: ICAL.Time, timeZone: string): ICAL.Time {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' })
    .formatToParts(new Date(utc.toUnixTime() * 1000));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return ICAL.Time.fromData({ year: part('year'), month: part('month'), day: part('day'), hour: part('hour'), minute: part('minute'), second: part('second'), isDate: false });
}

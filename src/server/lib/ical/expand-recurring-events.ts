import ICAL from 'ical.js';
import { addDays } from '../../../shared/reservation-dates';
import type { CalendarZones } from './local-days';
import { isCancelled, readInstance } from './read-instance';
import { exdatesInSeriesZone, oneRulePerCopy } from './repair-series';
import { cleanUid, type ReadEvent, type SeriesRank } from './settle-events';

/**
 * How far repeating events are expanded: instances whose original start falls before `to`
 * (today + 2 years, sync-feed.ts) and that end after `from` (today), at most 5 000 per event and
 * 20 000 per calendar. A rule is walked from its DTSTART, and ical.js takes about 13 µs a step,
 * so the steps are bounded too: 50 000 per rule (a daily rule since 1900 reaches today) and
 * 100 000 per calendar (about 1.5 s), however many rules a hostile calendar holds.
 */
export const RECURRENCE_LIMITS = { horizonYears: 2, perSeries: 5_000, perFeed: 20_000, stepsPerSeries: 50_000, stepsPerFeed: 100_000 } as const;

export const LIMIT_NOTICE =
  'A repeating event in this calendar has more dates than are imported (at most 5 000 per event and 20 000 per calendar, up to two years ahead); the later dates were left out.';

export interface ExpandOptions {
  /** The VEVENT components (each BEGIN:VEVENT … END:VEVENT) that have RRULE, RDATE, EXDATE or RECURRENCE-ID. */
  components: { order: number; text: string }[];
  /** The calendar's VTIMEZONE components, so ical.js walks a rule in its own zone's wall clock. */
  zoneTexts: string[];
  zones: CalendarZones;
  timeZone: string;
  from: string;
  to: string;
}

interface Series {
  order: number;
  masters: ICAL.Component[];
  overrides: ICAL.Component[];
}

/**
 * The instances of the calendar's repeating events, expanded by ical.js (RRULE, RDATE with dates
 * or periods, EXDATE, and overrides by RECURRENCE-ID), each keyed by its UID and original start.
 * Only these components are built as ICAL.Event: doing so for every event is quadratic (STACK.md).
 * `limited` says a cap was reached.
 */
export function expandRecurringEvents(options: ExpandOptions): { events: ReadEvent[]; limited: boolean; series: Map<string, SeriesRank> } {
  const calendar = new ICAL.Component(['vcalendar', [], []]);
  for (const text of options.zoneTexts) {
    try {
      calendar.addSubcomponent(new ICAL.Component(ICAL.parse(text)));
    } catch {
      // a broken zone: its times fall back to Intl or the unit's own clock (local-days.ts)
    }
  }
  const series = new Map<string, Series>();
  const events: ReadEvent[] = [];
  for (const { order, text } of options.components) {
    let component: ICAL.Component;
    try {
      component = new ICAL.Component(ICAL.parse(text));
      calendar.addSubcomponent(component); // its TZIDs are looked up in the calendar's zones
    } catch {
      events.push({ order, uid: `no-uid:#${order}`, sequence: 0, stamp: '', cancelled: false, nights: null, kind: 'unavailable' });
      continue;
    }
    const uid = cleanUid(String(component.getFirstPropertyValue('uid') ?? '')) || `no-uid:#${order}`;
    const entry = series.get(uid) ?? { order, masters: [], overrides: [] };
    (component.hasProperty('recurrence-id') ? entry.overrides : entry.masters).push(component);
    series.set(uid, entry);
  }
  const budget: Budget = { left: RECURRENCE_LIMITS.perFeed, steps: RECURRENCE_LIMITS.stepsPerFeed, limited: false };
  const ranks = new Map<string, SeriesRank>();
  for (const [uid, entry] of series) {
    try {
      events.push(...expandSeries(uid, entry, options, budget));
    } catch {
      // ical.js refused the series (a value it cannot read): it blocks nothing, and the host is told.
      events.push({ order: entry.order, uid, sequence: 0, stamp: '', cancelled: false, nights: null, kind: 'unavailable', problem: { uid: uid.startsWith('no-uid:') ? null : uid, reason: 'its repeating dates could not be worked out' } });
    }
    const master = newest(entry.masters);
    if (master) ranks.set(uid, { sequence: rank(master)[0], stamp: rank(master)[1] });
  }
  return { events, limited: budget.limited, series: ranks };
}

interface Budget {
  left: number;
  steps: number;
  limited: boolean;
}

function expandSeries(uid: string, entry: Series, options: ExpandOptions, budget: Budget): ReadEvent[] {
  const overrides = newestPerInstance(entry.overrides);
  const master = newest(entry.masters);
  // Overrides without their series (a calendar that shares one instance): each is an event of its own.
  if (!master) return overrides.map((override) => readInstance(uid, entry.order, new ICAL.Event(override), null, options));
  keepLeapDayYearly(master);
  exdatesInSeriesZone(master);
  const event = new ICAL.Event(master, { strictExceptions: true, exceptions: overrides });
  if (isCancelled(master)) return [{ ...readInstance(uid, entry.order, event, null, options), uid, cancelled: true }];
  const copies = oneRulePerCopy(master);
  if (copies.length === 1) return walkSeries(uid, entry.order, event, overrides, options, budget);
  // Several RRULEs: each walked alone, an instance two rules share taken once.
  const instances = new Map<string, ReadEvent>();
  for (const copy of copies) {
    for (const instance of walkSeries(uid, entry.order, new ICAL.Event(copy, { strictExceptions: true, exceptions: overrides }), overrides, options, budget)) {
      if (!instances.has(instance.uid)) instances.set(instance.uid, instance);
    }
  }
  return [...instances.values()];
}

function walkSeries(uid: string, order: number, event: ICAL.Event, overrides: ICAL.Component[], options: ExpandOptions, budget: Budget): ReadEvent[] {
  const instances: ReadEvent[] = [];
  const iterator = event.iterator();
  const longAgo = pastCutoff(event, overrides, options.from);
  let steps = 0;
  for (let next = iterator.next(); next; next = iterator.next()) {
    // An RDATE period is its own start and end (RFC 5545 §3.8.5.2); ical.js hands it over as it is.
    const period = next instanceof ICAL.Period ? next : null;
    const start = period ? period.start : (next as ICAL.Time);
    if (++steps > RECURRENCE_LIMITS.stepsPerSeries || --budget.steps < 0) return limit(instances, budget);
    const day = start.toString().slice(0, 10);
    if (day >= options.to) break;
    if (!period && day < longAgo) continue; // ended before today, and no override can move it
    const instance = readInstance(uid, order, event, { start, periodEnd: period?.getEnd() ?? null }, options);
    if (instance.nights && instance.nights.endsOn <= options.from && !instance.cancelled) continue; // past
    if (instances.length >= RECURRENCE_LIMITS.perSeries || budget.left <= 0) return limit(instances, budget);
    budget.left -= 1;
    instances.push(instance);
  }
  return instances;
}

/**
 * A yearly rule with no BY parts takes its month and day from DTSTART (RFC 5545 §3.3.10), and a
 * year without that day (29 February) has no instance. ical.js moves those to 1 March instead
 * (found by the corpus test against dateutil), so the rule is given its month and day explicitly,
 * which ical.js follows.
 */
function keepLeapDayYearly(master: ICAL.Component): void {
  const start = master.getFirstPropertyValue('dtstart');
  if (!(start instanceof ICAL.Time) || start.month !== 2 || start.day !== 29) return;
  for (const property of master.getAllProperties('rrule')) {
    const rule = property.getFirstValue();
    if (!(rule instanceof ICAL.Recur) || rule.freq !== 'YEARLY' || Object.keys(rule.parts).length > 0) continue;
    rule.parts = { BYMONTH: [2], BYMONTHDAY: [29] };
    property.setValue(rule);
  }
}

/**
 * The day before which an instance of the series surely ended before `from`: its length and a
 * day for time zones earlier, or earlier still when an override names an instance before that
 * (an override may move a past instance into the future). Instances before it are skipped
 * without working out their nights, most of the cost of a rule that started long ago.
 */
function pastCutoff(event: ICAL.Event, overrides: ICAL.Component[], from: string): string {
  if (event.rangeExceptions.length > 0) return '0000-00-00';
  let cutoff = addDays(from, -Math.ceil(Math.max(event.duration.toSeconds(), 0) / 86_400) - 2);
  for (const override of overrides) {
    const original = String(override.getFirstPropertyValue('recurrence-id') ?? '').slice(0, 10);
    if (original && original <= cutoff) cutoff = addDays(original, -2);
  }
  return cutoff;
}

function limit(instances: ReadEvent[], budget: { limited: boolean }): ReadEvent[] {
  budget.limited = true;
  return instances;
}

const rank = (component: ICAL.Component) => [Number(component.getFirstPropertyValue('sequence') ?? 0) || 0, String(component.getFirstPropertyValue('dtstamp') ?? '')] as const;

/** The newest of several copies: highest SEQUENCE, then latest DTSTAMP, then the last in the file (as for plain events). */
function newest(copies: ICAL.Component[]): ICAL.Component | null {
  let best: ICAL.Component | null = null;
  for (const copy of copies) {
    if (!best) best = copy;
    else {
      const [sequence, stamp] = rank(copy);
      const [bestSequence, bestStamp] = rank(best);
      if (sequence > bestSequence || (sequence === bestSequence && stamp >= bestStamp)) best = copy;
    }
  }
  return best;
}

/** The newest override of each original start. */
function newestPerInstance(overrides: ICAL.Component[]): ICAL.Component[] {
  const byStart = new Map<string, ICAL.Component[]>();
  for (const override of overrides) {
    const key = String(override.getFirstPropertyValue('recurrence-id'));
    byStart.set(key, [...(byStart.get(key) ?? []), override]);
  }
  return [...byStart.values()].map((copies) => newest(copies)!);
}

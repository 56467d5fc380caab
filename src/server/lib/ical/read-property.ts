import ICAL from 'ical.js';

/** A property as jCal has it: name, parameters, value type, value. */
export type JcalProperty = [name: string, params: Record<string, unknown>, type: string, ...values: unknown[]];

const NO_PARAMS: Record<string, unknown> = Object.freeze({}) as Record<string, unknown>;
const DATE_VALUE = /^(\d{4})(\d{2})(\d{2})$/;
const DATE_TIME_VALUE = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(Z?)$/;
const TEXT_ESCAPE = /\\([\\;,nN])/g;
const LOWER: Record<string, string> = { DTSTART: 'dtstart', DTEND: 'dtend', UID: 'uid', SUMMARY: 'summary', STATUS: 'status' };

/**
 * One content line as jCal, the way ical.js's property parser reads it. The plain forms channels
 * send for nearly every event — no parameters but VALUE=DATE, a DATE or UTC DATE-TIME value, a
 * simple text — are read here directly, because handing tens of thousands of lines to ical.js
 * one by one is most of a large calendar's parse time. Anything else (a TZID or any other
 * parameter, a value of another shape) goes to ical.js, so its rules decide.
 */
export function readProperty(name: string, line: string): JcalProperty {
  const plain = line.length > name.length && line.charCodeAt(name.length) === 58; // 'NAME:' without parameters
  const value = plain ? line.slice(name.length + 1) : null;
  switch (name) {
    case 'DTSTART':
    case 'DTEND': {
      const raw = value ?? (line.startsWith(';VALUE=DATE:', name.length) ? line.slice(name.length + 12) : null);
      if (raw === null) break;
      // A bare 'DTSTART:20310310' is left to ical.js (parse-feed.ts reads what it makes of it).
      const date = value === null ? DATE_VALUE.exec(raw) : null;
      if (date) return [LOWER[name], NO_PARAMS, 'date', `${date[1]}-${date[2]}-${date[3]}`];
      const time = value !== null ? DATE_TIME_VALUE.exec(raw) : null;
      if (time) return [LOWER[name], NO_PARAMS, 'date-time', `${time[1]}-${time[2]}-${time[3]}T${time[4]}:${time[5]}:${time[6]}${time[7]}`];
      break;
    }
    case 'DTSTAMP': {
      const time = value !== null ? DATE_TIME_VALUE.exec(value) : null;
      if (time) return ['dtstamp', NO_PARAMS, 'date-time', `${time[1]}-${time[2]}-${time[3]}T${time[4]}:${time[5]}:${time[6]}${time[7]}`];
      break;
    }
    case 'UID':
    case 'SUMMARY':
    case 'STATUS':
      if (value !== null) return [LOWER[name], NO_PARAMS, 'text', value.includes('\\') ? value.replace(TEXT_ESCAPE, unescape) : value];
      break;
    case 'SEQUENCE':
      if (value !== null && /^\d{1,9}$/.test(value)) return ['sequence', NO_PARAMS, 'integer', Number(value)];
      break;
  }
  return ICAL.parse.property(line) as JcalProperty;
}

const unescape = (_: string, char: string) => (char === 'n' || char === 'N' ? '\n' : char);

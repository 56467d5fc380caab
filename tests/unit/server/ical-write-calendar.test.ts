import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { writeIcalCalendar, type ExportEvent } from '../../../src/server/lib/ical/write-ical-calendar';

const utf8 = new TextDecoder('utf-8', { fatal: true });
const encoder = new TextEncoder();

/** Names a host may type: Sinhala and Tamil (3-octet characters, with combining signs), emoji (4 octets, surrogate pairs, ZWJ sequences), and TEXT's special characters. */
const NAMES = [
  'සිංහල නිවාසය, මහනුවර; කාමරය\\අංක 2',
  'தமிழ் விடுதி, யாழ்ப்பாணம்; அறை 3',
  '🏝️ Beach 🌊 Villa, 👨‍👩‍👧 family; 🇱🇰',
  'Line one\nline two, with ; and \\',
];

const stay = (summary: string): ExportEvent => ({ uid: 'reservation-1@portal.example', startsOn: '2031-03-02', endsOn: '2031-03-05', summary, stamp: new Date('2031-03-01T00:00:00Z') });

/** The calendar cut into physical lines by its CRLFs, checking that nothing but CRLF ends a line, the last one included. */
function physicalLines(text: string): Uint8Array[] {
  const bytes = encoder.encode(text);
  const lines: Uint8Array[] = [];
  let start = 0;
  for (let i = 0; i < bytes.length; i += 1) {
    if (bytes[i] === 0x0a) throw new Error(`bare LF at octet ${i}`);
    if (bytes[i] !== 0x0d) continue;
    if (bytes[i + 1] !== 0x0a) throw new Error(`bare CR at octet ${i}`);
    lines.push(bytes.subarray(start, i));
    start = i + 2;
    i += 1;
  }
  if (start !== bytes.length) throw new Error('the last line does not end in CRLF');
  return lines;
}

describe('writeIcalCalendar', () => {
  it('ends every line in CRLF, END:VCALENDAR included', () => {
    const text = writeIcalCalendar('Villa', [stay('Reserved')]);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(physicalLines(text).length).toBe(text.split('\r\n').length - 1);
  });

  // Each name is pushed one octet further along the line each time, so a fold falls before,
  // inside and after every one of its multi-octet characters around octet 75 and beyond.
  it.each(NAMES)('folds %s at 75 octets, never inside a character, and reads it back the same', (name) => {
    for (let pad = 0; pad < 90; pad += 1) {
      const padded = `${'x'.repeat(pad)}${name}${name}`;
      const text = writeIcalCalendar(padded, [stay(padded)]);
      for (const line of physicalLines(text)) {
        expect(line.length, `after ${pad} octets`).toBeLessThanOrEqual(75);
        expect(() => utf8.decode(line), `after ${pad} octets`).not.toThrow();
      }
      const calendar = new ICAL.Component(ICAL.parse(text));
      // ical.js types X- properties as 'unknown' and keeps them escaped: read as the TEXT they are.
      expect(ICAL.design.icalendar.value.text.fromICAL(String(calendar.getFirstPropertyValue('x-wr-calname')))).toBe(padded);
      expect(new ICAL.Event(calendar.getFirstSubcomponent('vevent')!).summary).toBe(padded);
    }
  });

  it('escapes TEXT: backslash, semicolon and comma with a backslash, line breaks as \\n', () => {
    const text = writeIcalCalendar('A, B; C\\D\nE', [stay('F, G; H\\I\r\nJ')]);
    const unfolded = text.replace(/\r\n[ \t]/g, '');
    expect(unfolded).toContain('X-WR-CALNAME:A\\, B\\; C\\\\D\\nE\r\n');
    expect(unfolded).toContain('SUMMARY:F\\, G\\; H\\\\I\\nJ\r\n');
  });
});

/**
 * The content lines of an iCalendar text (RFC 5545 §3.1): folded lines (a CRLF or LF followed by
 * a space or tab) joined, line ends of either kind accepted, blank lines dropped. One pass over
 * the text, so a large calendar costs time in proportion to its size.
 */
export function forEachContentLine(text: string, visit: (line: string) => void): void {
  const length = text.length;
  let position = text.charCodeAt(0) === 0xfeff ? 1 : 0; // a byte-order mark some exports start with
  let line: string | null = null;
  while (position < length) {
    let newline = text.indexOf('\n', position);
    if (newline === -1) newline = length;
    const end = newline > position && text.charCodeAt(newline - 1) === 13 ? newline - 1 : newline;
    const first = text.charCodeAt(position);
    if ((first === 32 || first === 9) && line !== null) {
      line += text.slice(position + 1, end);
    } else {
      if (line) visit(line);
      line = text.slice(position, end);
    }
    position = newline + 1;
  }
  if (line) visit(line);
}

/** The property and component names the calendar parser acts on. */
const KNOWN_NAMES = ['BEGIN', 'END', 'UID', 'DTSTART', 'DTEND', 'DURATION', 'DTSTAMP', 'SUMMARY', 'STATUS', 'SEQUENCE', 'TZID', 'RRULE', 'RDATE', 'EXDATE', 'RECURRENCE-ID'] as const;
export type KnownName = (typeof KNOWN_NAMES)[number];

const BY_FIRST_LETTER = new Map<number, KnownName[]>();
for (const name of KNOWN_NAMES) BY_FIRST_LETTER.set(name.charCodeAt(0), [...(BY_FIRST_LETTER.get(name.charCodeAt(0)) ?? []), name]);

/** ':' or ';' ends a name. */
const endsName = (code: number) => code === 58 || code === 59;

/**
 * 'DTSTART;VALUE=DATE:20260312' → 'DTSTART'; '' for a name the parser does not act on (most lines
 * of a calendar are descriptions and the like). Names are case-insensitive; the upper-case
 * spelling every channel uses is matched without building a string per line.
 */
export function knownName(line: string): KnownName | '' {
  const first = line.charCodeAt(0);
  for (const name of BY_FIRST_LETTER.get(first) ?? []) if (line.startsWith(name) && endsName(line.charCodeAt(name.length))) return name;
  if (first < 97 || first > 122) return '';
  // Lower or mixed case, which RFC 5545 allows.
  let end = 0;
  while (end < line.length && !endsName(line.charCodeAt(end))) end += 1;
  const upper = line.slice(0, end).toUpperCase();
  return (KNOWN_NAMES as readonly string[]).includes(upper) ? (upper as KnownName) : '';
}

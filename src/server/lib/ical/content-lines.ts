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

/** 'DTSTART;VALUE=DATE:20260312' → 'DTSTART': the property name, upper-cased. */
export function propertyName(line: string): string {
  const colon = line.indexOf(':');
  const semicolon = line.indexOf(';');
  const end = semicolon !== -1 && (colon === -1 || semicolon < colon) ? semicolon : colon;
  return (end === -1 ? line : line.slice(0, end)).toUpperCase();
}

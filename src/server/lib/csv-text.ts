/**
 * CSV as RFC 4180 writes it, made safe for spreadsheets whichever way they read it (OWASP "CSV
 * injection"). Column types decide, not the value: a column of numbers (money, nights) is written
 * as numbers, so -1500 stays a number a spreadsheet can sum; a column of text is text someone typed
 * (a guest name from the guest site, a property name) and is neutralised:
 * - a cell that starts like a formula (= + - @, their full-width forms and the minus sign, also
 *   after leading spaces, or a tab or CR) gets a leading apostrophe, which spreadsheet programs
 *   show as text instead of running `=HYPERLINK(…)`;
 * - a cell that holds any separator a reader may use (comma, semicolon, tab), a quote, CR or LF,
 *   or starts or ends with a space, is quoted, so a reader set to semicolons or tabs does not split it.
 */
export type CsvCell = string | number | null;

const FORMULA_START = /^(?:\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20\u2212]|[\t\r\n])/;
const NEEDS_QUOTES = /[",;\t\r\n]|^\s|\s$/;

export function csvCell(value: CsvCell): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The whole file: a byte-order mark so Excel reads UTF-8 (Sinhala, Tamil, accents), CRLF line ends. */
export function csvText(rows: CsvCell[][]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/**
 * CSV as RFC 4180 writes it, made safe for spreadsheets. A guest name like `=HYPERLINK(...)` typed
 * on the guest site would run as a formula when a host opens the file (CSV injection), so text
 * cells starting with = + - @ tab or carriage return get a leading apostrophe, which spreadsheet
 * programs show as text. Numbers are ours, not typed by anyone, and stay numbers.
 */
export type CsvCell = string | number | null;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

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

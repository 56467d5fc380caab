/**
 * How the portal writes dates, times and money: one module for every screen, the mails and the
 * downloads' messages, so a host reads '26 Nov 2026', 'Fri 27 Nov', '9:57 pm' and 'USD 45.00' the
 * same way everywhere. Calendar days ('YYYY-MM-DD') are written as they are; moments (an ISO
 * timestamp or a Date) are written as Sri Lanka's clock shows them, where every property is.
 *
 * Every format is 'en-GB' with a fixed time zone, so a page the server renders and the browser
 * hydrates prints the same text whatever the machine's locale and zone.
 */
import { SRI_LANKA_TIME_ZONE } from './reservation-dates';

type Moment = Date | string;

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A calendar day is read at UTC midnight and written in UTC, so it never moves a day; a moment is
 * written in Sri Lanka time.
 */
function asDate(value: Moment): { date: Date; timeZone: string } {
  if (typeof value === 'string' && DAY_PATTERN.test(value)) return { date: new Date(`${value}T00:00:00Z`), timeZone: 'UTC' };
  return { date: typeof value === 'string' ? new Date(value) : value, timeZone: SRI_LANKA_TIME_ZONE };
}

const formats = new Map<string, Intl.DateTimeFormat>();
/** Built once per set of options: a year of calendar nights formats thousands of days. */
function dateFormat(timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${timeZone} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone, ...options });
    formats.set(key, format);
  }
  return format;
}

/** The parts of a day by name: weekday 'Fri', day '27', month 'Nov', year '2026'. */
function dayParts(value: Moment, options: Intl.DateTimeFormatOptions): Record<string, string> {
  const { date, timeZone } = asDate(value);
  const parts: Record<string, string> = {};
  for (const part of dateFormat(timeZone, options).formatToParts(date)) parts[part.type] = part.value;
  return parts;
}

/** '2026-11-26' (or a moment) → '26 Nov 2026'. */
export function formatDay(value: Moment): string {
  const p = dayParts(value, { day: 'numeric', month: 'short', year: 'numeric' });
  return `${p.day} ${p.month} ${p.year}`;
}

/** '2026-11-27' (or a moment) → 'Fri 27 Nov': a day this year, next to its weekday. */
export function formatWeekday(value: Moment): string {
  const p = dayParts(value, { weekday: 'short', day: 'numeric', month: 'short' });
  return `${p.weekday} ${p.day} ${p.month}`;
}

/** '2026-03-02' → 'Mon 2 Mar 2026' (a calendar night's full name). */
export function formatLongDay(value: Moment): string {
  const p = dayParts(value, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
  return `${p.weekday} ${p.day} ${p.month} ${p.year}`;
}

/**
 * A moment's time on Sri Lanka's clock, 12-hour: '9:57 pm', '12:05 am'. hourCycle 'h12', not
 * hour12: true, which en-GB takes as 0–11 in Node's ICU ('0:59 pm') and as 1–12 in browsers.
 */
export function formatTime(value: Moment): string {
  const { date } = asDate(value);
  return dateFormat(SRI_LANKA_TIME_ZONE, { hour: 'numeric', minute: '2-digit', hourCycle: 'h12' }).format(date);
}

/** '26 Nov 2026, 9:57 pm' in Sri Lanka. */
export const formatDateTime = (value: Moment): string => `${formatDay(asMoment(value))}, ${formatTime(value)}`;

/** 'Fri 27 Nov, 9:57 pm' in Sri Lanka: a moment in the next days (a request's deadline). */
export const formatWeekdayTime = (value: Moment): string => `${formatWeekday(asMoment(value))}, ${formatTime(value)}`;

/** A moment stays a moment even when it is given as a bare day: its date is Sri Lanka's. */
const asMoment = (value: Moment): Date => asDate(value).date;

/** '2026-11' → 'Nov 2026'. */
export function formatMonth(month: string): string {
  const p = dayParts(`${month}-01`, { month: 'short', year: 'numeric' });
  return `${p.month} ${p.year}`;
}

/** '2026-11' → 'November 2026'. */
export function formatMonthLong(month: string): string {
  const p = dayParts(`${month}-01`, { month: 'long', year: 'numeric' });
  return `${p.month} ${p.year}`;
}

/** '2026-11' → 'November'. */
export const formatMonthName = (month: string): string => dayParts(`${month}-01`, { month: 'long' }).month;

/** From one day to another: '12 Mar 2026 – 15 Mar 2026'. */
export const formatDayRange = (from: string, to: string): string => `${formatDay(from)} – ${formatDay(to)}`;

const MINUS = '−';

/** To the cent, halves away from zero (1.005 → 1.01, which a double alone would round down). */
const cents = (amount: number): number => Math.round(Math.abs(amount) * 100 + 1e-6);

const grouped = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/**
 * 45 USD → 'USD 45.00', 15000 LKR → 'LKR 15,000.00', -12.5 USD → '−USD 12.50'. The code, not a
 * symbol: '$' and 'Rs' are both read in Sri Lanka, and hosts price in both currencies.
 */
export function formatMoney(amount: number, currency: string): string {
  const c = cents(amount);
  return `${amount < 0 && c > 0 ? MINUS : ''}${currency} ${grouped.format(c / 100)}`;
}

/**
 * What one US dollar is in Sri Lanka rupees, for estimates only (money is never converted: a USD
 * price is charged and paid out in USD). Source: Central Bank of Sri Lanka, indicative USD/LKR
 * rate, rounded to 300 (the 2025 rate was between 292 and 302); checked 27 Nov 2026. Update it here
 * when the rate moves by more than a few percent.
 */
export const USD_TO_LKR = { rate: 300, source: 'Central Bank of Sri Lanka indicative rate, rounded', checkedOn: '2026-11-27' } as const;

/**
 * A dollar amount in rupees, rounded to LKR 100 (it is an estimate, and says so): 45 → '≈ LKR 13,500'.
 * Null for rupee amounts, which need no estimate.
 */
export function formatLkrEstimate(amount: number, currency: string): string | null {
  if (currency !== 'USD') return null;
  const rupees = Math.round((Math.abs(amount) * USD_TO_LKR.rate) / 100) * 100;
  return `≈ ${amount < 0 && rupees > 0 ? MINUS : ''}LKR ${whole.format(rupees)}`;
}

/** 'USD 45.00 (≈ LKR 13,500)' for dollars, where hosts think in rupees; 'LKR 15,000.00' as it is. */
export function formatMoneyWithEstimate(amount: number, currency: string): string {
  const estimate = formatLkrEstimate(amount, currency);
  return estimate ? `${formatMoney(amount, currency)} (${estimate})` : formatMoney(amount, currency);
}

/** A count with thousands separators: 12345 → '12,345'. */
export const formatCount = (count: number): string => whole.format(count);

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

/**
 * An amount short enough for a calendar cell or a chart's axis, without its currency: 85.5 →
 * '85.50', 8500 → '8,500', 25000 → '25k', 1250000 → '1.3m'.
 */
export function formatShortAmount(amount: number): string {
  if (Math.abs(amount) >= 10_000) return compact.format(amount).toLowerCase();
  const sign = amount < 0 && cents(amount) > 0 ? MINUS : '';
  return sign + (Number.isInteger(amount) ? whole : grouped).format(cents(amount) / 100);
}

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/**
 * A booking request's deadline and the time left to answer it, rounded down so it never promises
 * more time than there is: 'Answer by Fri 27 Nov, 9:57 pm · 23 h left', '· 40 min left',
 * '· less than a minute left'; once passed, 'Answer was due Fri 27 Nov, 9:57 pm'.
 */
export function formatAnswerBy(deadline: Date | string, now: Date): string {
  const due = typeof deadline === 'string' ? new Date(deadline) : deadline;
  const left = due.getTime() - now.getTime();
  const when = formatWeekdayTime(due);
  if (left <= 0) return `Answer was due ${when}`;
  const remaining = left >= HOUR_MS ? `${Math.floor(left / HOUR_MS)} h left` : left >= MINUTE_MS ? `${Math.floor(left / MINUTE_MS)} min left` : 'less than a minute left';
  return `Answer by ${when} · ${remaining}`;
}

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', HOUR_MS],
  ['minute', MINUTE_MS],
];

/** How far a moment is from now: 'just now', '5 minutes ago', 'in 12 minutes', 'yesterday'. */
export function formatRelative(value: Moment, now: Date): string {
  const difference = asMoment(value).getTime() - now.getTime();
  for (const [unit, size] of UNITS) {
    if (Math.abs(difference) >= size) return relative.format(Math.round(difference / size), unit);
  }
  return 'just now';
}

/**
 * How the portal writes dates, times and money: one module for every screen, the mails and the
 * downloads' messages, so a host reads '26 Nov 2026', 'Fri 27 Nov', '9:57 pm' and 'USD 45.00' the
 * same way everywhere. Calendar days ('YYYY-MM-DD') are written as they are; moments (an ISO
 * timestamp or a Date) are written as Sri Lanka's clock shows them, where every property is.
 *
 * Names of months and weekdays are the module's own and the zone is fixed, so a page the server
 * renders and the browser hydrates prints the same text whatever the machine's locale, zone and ICU.
 */
import { SRI_LANKA_TIME_ZONE } from './reservation-dates';

type Moment = Date | string;

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

// Names are ours, not the locale's: ICU versions differ ('Sep' or 'Sept' in en-GB), and a page the
// server renders must read the same once the browser hydrates it.
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const SHORT_MONTHS = MONTHS.map((name) => name.slice(0, 3));
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

interface Parts {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  /** 0 (Sunday) – 6 */
  weekday: number;
  hour: number;
  minute: number;
}

/** Numbers only: they do not vary between ICU versions, names do. */
const colomboClock = new Intl.DateTimeFormat('en-US', {
  timeZone: SRI_LANKA_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
});

/**
 * A calendar day ('YYYY-MM-DD') is taken as it is, so it never moves a day; a moment (a Date or
 * an ISO timestamp) is read on Sri Lanka's clock.
 */
function partsOf(value: Moment): Parts {
  if (typeof value === 'string' && DAY_PATTERN.test(value)) {
    const [year, month, day] = value.split('-').map(Number) as [number, number, number];
    return { year, month, day, weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay(), hour: 0, minute: 0 };
  }
  const date = typeof value === 'string' ? new Date(value) : value;
  const n: Record<string, number> = {};
  for (const part of colomboClock.formatToParts(date)) if (part.type !== 'literal') n[part.type] = Number(part.value);
  return { year: n.year!, month: n.month!, day: n.day!, weekday: new Date(Date.UTC(n.year!, n.month! - 1, n.day!)).getUTCDay(), hour: n.hour! % 24, minute: n.minute! };
}

/** '2026-11-26' (or a moment) → '26 Nov 2026'. */
export function formatDay(value: Moment): string {
  const p = partsOf(value);
  return `${p.day} ${SHORT_MONTHS[p.month - 1]} ${p.year}`;
}

/** '2026-11-27' (or a moment) → 'Fri 27 Nov': a day this year, next to its weekday. */
export function formatWeekday(value: Moment): string {
  const p = partsOf(value);
  return `${WEEKDAYS[p.weekday]} ${p.day} ${SHORT_MONTHS[p.month - 1]}`;
}

/** '2026-03-02' → 'Mon 2 Mar 2026' (a calendar night's full name). */
export function formatLongDay(value: Moment): string {
  const p = partsOf(value);
  return `${WEEKDAYS[p.weekday]} ${p.day} ${SHORT_MONTHS[p.month - 1]} ${p.year}`;
}

/** A moment's time on Sri Lanka's clock, 12-hour: '9:57 pm', '12:05 am', '12:30 pm'. */
export function formatTime(value: Moment): string {
  const { hour, minute } = partsOf(typeof value === 'string' && DAY_PATTERN.test(value) ? new Date(`${value}T00:00:00Z`) : value);
  return `${hour % 12 === 0 ? 12 : hour % 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'am' : 'pm'}`;
}

/** A moment, never a bare day: its date is Sri Lanka's. */
const asMoment = (value: Moment): Date => (typeof value === 'string' ? new Date(DAY_PATTERN.test(value) ? `${value}T00:00:00Z` : value) : value);

/** '26 Nov 2026, 9:57 pm' in Sri Lanka. */
export const formatDateTime = (value: Moment): string => `${formatDay(asMoment(value))}, ${formatTime(value)}`;

/** 'Fri 27 Nov, 9:57 pm' in Sri Lanka: a moment in the next days (a request's deadline). */
export const formatWeekdayTime = (value: Moment): string => `${formatWeekday(asMoment(value))}, ${formatTime(value)}`;

const monthParts = (month: string) => month.split('-').map(Number) as [number, number];

/** '2026-11' → 'Nov 2026'. */
export function formatMonth(month: string): string {
  const [year, index] = monthParts(month);
  return `${SHORT_MONTHS[index - 1]} ${year}`;
}

/** '2026-11' → 'November 2026'. */
export function formatMonthLong(month: string): string {
  const [year, index] = monthParts(month);
  return `${MONTHS[index - 1]} ${year}`;
}

/** '2026-11' → 'November'. */
export const formatMonthName = (month: string): string => MONTHS[monthParts(month)[1] - 1]!;

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

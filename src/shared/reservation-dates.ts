/**
 * Dates of stays and calendar nights: 'YYYY-MM-DD' strings, compared as text. A stay is the
 * half-open range [checkIn, checkOut): the check-out day is free for the next guest.
 */
export const SRI_LANKA_TIME_ZONE = 'Asia/Colombo';
/** The longest stay one reservation may hold. */
export const MAX_STAY_NIGHTS = 90;
/** The longest range the calendar reads or changes at once (a year, leap years included). */
export const MAX_CALENDAR_NIGHTS = 366;

const DAY_MS = 86_400_000;
const isoFormat = new Intl.DateTimeFormat('en-CA', { timeZone: SRI_LANKA_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today's date in Sri Lanka, where every listed property is: 'today' for check-in rules and the lists. */
export function sriLankaToday(now: Date): string {
  return isoFormat.format(now);
}

/** A real 'YYYY-MM-DD' day in 1970-2199 (the contract's IsoDate); year 0 and the like never reach SQL. */
export function isIsoDate(value: string): boolean {
  if (!/^(19[7-9]\d|2[01]\d\d)-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Nights from `from` to `to` (negative when `to` comes first). */
export function nightsBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

const pad2 = (n: number): string => (n < 10 ? `0${n}` : `${n}`);
const daysInMonth = (year: number, month: number): number =>
  month === 2 ? (year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;

/**
 * Every night of [from, to). Counts day, month and year instead of formatting a Date per night:
 * a year of nights is built on every calendar view, and toISOString was most of that cost.
 */
export function eachNight(from: string, to: string): string[] {
  const nights: string[] = [];
  let [year, month, day] = from.split('-').map(Number) as [number, number, number];
  let monthDays = daysInMonth(year, month);
  let prefix = `${year}-${pad2(month)}-`;
  for (let night = from; night < to; ) {
    nights.push(night);
    if (++day > monthDays) {
      day = 1;
      if (++month > 12) (month = 1), year++;
      monthDays = daysInMonth(year, month);
      prefix = `${year}-${pad2(month)}-`;
    }
    night = prefix + pad2(day);
  }
  return nights;
}

/** The month of a day, '2026-03-12' → '2026-03'. */
export const monthOf = (date: string): string => date.slice(0, 7);

/** A 'YYYY-MM' month `count` months away (negative: earlier). */
export function addMonths(month: string, count: number): string {
  const [year, index] = month.split('-').map(Number);
  const total = year * 12 + (index - 1) + count;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
}

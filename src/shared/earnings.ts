import type { ReservationStatus } from './reservation-status';
import { isIsoDate, nightsBetween } from './reservation-dates';

/**
 * What /earnings-manage counts and when money reaches the host, written once for the server (which
 * sums it) and the browser (which explains it). Dates are Sri Lanka calendar days, 'YYYY-MM-DD'.
 *
 * Counting. A stay counts in the period its CHECK-OUT day falls in, whole: it is the day a stay is
 * completed, and the day the payout schedule runs from, so a stay's money and its payout are never
 * split across two months. Confirmed stays (not yet happened) count as expected earnings; requests
 * not yet accepted, cancelled, declined and no-show stays earn nothing and are left out.
 *
 * Money. Gross is the amount booked, commission the reservation's stored commission (the plan's
 * percent when it was booked: Listing Only 0 %, Reservation Management 10 %, Full Service 18 % by
 * default), net = gross - commission. Amounts in USD and LKR are never added together.
 *
 * Payouts follow who collected the guest's money: the plan the stay was booked under (stored on
 * the reservation) and how the guest paid.
 * - Full Service, and Reservation Management when the guest paid online: the platform holds the
 *   money and pays the net out on the 15th of the month after the check-out month (one monthly
 *   payout run for both plans). It is paid out once that day has come and the stay is checked out;
 *   until then it is upcoming. A stay not yet checked out after its payout day stays upcoming: it
 *   goes out with a later run once it is closed.
 * - Listing Only (whatever the guest paid with: the platform makes no payouts on it), and any stay
 *   paid at the property (cash under Reservation Management, or a walk-in the host recorded on a
 *   Full Service listing): the guest pays the host, so there is no platform payout and no payout
 *   date. The net counts as received when the stay is checked out or the host marked it paid, and
 *   as upcoming before.
 * So for every currency: net = paid out + upcoming.
 */
export const COUNTED_STATUSES = ['confirmed', 'checked_in', 'checked_out'] as const satisfies readonly ReservationStatus[];

/** The day of the month the platform pays hosts out. */
const PAYOUT_DAY = 15;

/** A report covers at most three years of check-out days (both ends included, a leap day allowed). */
const MAX_EARNINGS_DAYS = 3 * 365 + 1;

const EARNINGS_MESSAGES = {
  fromInvalid: 'Choose the first day',
  toInvalid: 'Choose the last day',
  order: 'The last day must not come before the first',
  tooLong: 'Choose at most three years at a time',
} as const;

export type PayoutRoute = 'platform' | 'at_property';

export interface EarningStay {
  status: ReservationStatus;
  /** The plan when booked: STARTER, SUPPORTIVE, ALL_INCLUSIVE (null: none recorded). */
  planName: string | null;
  paymentMethod: 'onsite' | 'online';
  /** Whether the guest's money is in: a stay paid at the property the host marked paid is received. */
  paymentStatus?: 'unpaid' | 'paid' | 'refunded';
  checkOut: string;
}

export interface StayPayout {
  route: PayoutRoute;
  /** The platform's payout day; null when the host is paid at the property. */
  expectedPayoutDate: string | null;
  /** The net has reached the host (paid out, or collected at a completed stay). */
  paidOut: boolean;
}

/** The 15th of the month after the check-out month: 2027-01-31 → 2027-02-15, 2027-12-20 → 2028-01-15. */
export function payoutDateOf(checkOut: string): string {
  const year = Number(checkOut.slice(0, 4));
  const month = Number(checkOut.slice(5, 7));
  const [nextYear, nextMonth] = month === 12 ? [year + 1, 1] : [year, month + 1];
  return `${nextYear}-${String(nextMonth).padStart(2, '0')}-${String(PAYOUT_DAY).padStart(2, '0')}`;
}

/** How and when a counted stay's net reaches the host, as of `today`. */
export function payoutOf(stay: EarningStay, today: string): StayPayout {
  const completed = stay.status === 'checked_out';
  if (stay.planName === 'STARTER' || stay.paymentMethod === 'onsite') return { route: 'at_property', expectedPayoutDate: null, paidOut: completed || (stay.paymentMethod === 'onsite' && stay.paymentStatus === 'paid') };
  const expectedPayoutDate = payoutDateOf(stay.checkOut);
  return { route: 'platform', expectedPayoutDate, paidOut: completed && expectedPayoutDate <= today };
}

/**
 * The two payout runs a host asks about on `today`: this month's (the 15th, for last month's
 * check-outs) and next month's (for this month's), each with the check-out days it covers.
 */
export function payoutRunsAround(today: string): { date: string; coversFrom: string; coversTo: string }[] {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const lastMonth = month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
  const thisMonth = today.slice(0, 7);
  return [lastMonth, thisMonth].map((covered) => ({ date: payoutDateOf(`${covered}-01`), ...rangeOf(covered) }));
}

const rangeOf = (month: string) => ({ coversFrom: `${month}-01`, coversTo: lastDayOf(month) });

/** What is wrong with a report's range [from, to] (both days included), or null. */
export function earningsRangeProblem(from: string, to: string): { field: 'from' | 'to'; message: string } | null {
  if (!isIsoDate(from)) return { field: 'from', message: EARNINGS_MESSAGES.fromInvalid };
  if (!isIsoDate(to)) return { field: 'to', message: EARNINGS_MESSAGES.toInvalid };
  if (to < from) return { field: 'to', message: EARNINGS_MESSAGES.order };
  if (nightsBetween(from, to) + 1 > MAX_EARNINGS_DAYS) return { field: 'to', message: EARNINGS_MESSAGES.tooLong };
  return null;
}

/** 'YYYY-MM' of every month the range touches, in order (the bar chart's bars). */
export function monthsOf(from: string, to: string): string[] {
  const months: string[] = [];
  let year = Number(from.slice(0, 4));
  let month = Number(from.slice(5, 7));
  const last = to.slice(0, 7);
  for (;;) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    months.push(key);
    if (key >= last) return months;
    [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1];
  }
}

/** The last day of a 'YYYY-MM' month. */
export function lastDayOf(month: string): string {
  const [year, m] = month.split('-').map(Number);
  const days = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return `${month}-${String(days).padStart(2, '0')}`;
}

/**
 * The whole months inside [from, to] (both days included) as the first day of the first of them and
 * the first day after the last, or null when the range holds no whole month:
 * 2027-01-15..2027-04-30 → 2027-02-01..2027-05-01.
 */
export function wholeMonthsOf(from: string, to: string): { start: string; end: string } | null {
  const firstOfMonthAfter = (day: string) => {
    const [year, month] = day.split('-').map(Number) as [number, number];
    return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  };
  const start = from.endsWith('-01') ? from : firstOfMonthAfter(from);
  const end = to === lastDayOf(to.slice(0, 7)) ? firstOfMonthAfter(to) : `${to.slice(0, 7)}-01`;
  return start < end ? { start, end } : null;
}

/** The twelve 'YYYY-MM' months that end with the month of `day` (the chart's year). */
export function trendMonthsOf(day: string): string[] {
  const [year, month] = day.split('-').map(Number) as [number, number];
  const first = month === 12 ? `${year}-01` : `${year - 1}-${String(month + 1).padStart(2, '0')}`;
  return monthsOf(`${first}-01`, day);
}

/** The periods the screen offers, as [from, to] ranges. */
export const monthRange = (month: string) => ({ from: `${month}-01`, to: lastDayOf(month) });
export const yearRange = (year: number) => ({ from: `${year}-01-01`, to: `${year}-12-31` });

/** Sums money in cents, so 0.1 + 0.2 stays 0.3 over thousands of stays. */
export const addMoney = (a: number, b: number): number => Math.round(a * 100 + b * 100) / 100;

export const PAYOUT_ROUTE_LABELS: Record<PayoutRoute, string> = {
  platform: 'Paid out by us',
  at_property: 'Paid to you at the property',
};

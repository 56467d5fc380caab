import { addMonths, monthOf } from './reservation-dates';

/**
 * Month arithmetic for the calendar, on 'YYYY-MM' and 'YYYY-MM-DD' strings (Sri Lanka's calendar
 * days, never Date objects in a local time zone, so a browser abroad shows the same nights).
 */

/** How many months the calendar loads at once: the wide view shows up to three side by side. */
const MONTHS_LOADED = 3;

// The month arithmetic itself is a rule (src/shared/reservation-dates.ts); the dashboard uses it too.
export { addMonths, monthOf };

/** The first night of a month, '2026-03' → '2026-03-01'. */
export const firstNight = (month: string): string => `${month}-01`;

/** Nights [from, to) covering `count` months from `month`. */
export function monthsRange(month: string, count = MONTHS_LOADED): { from: string; to: string } {
  return { from: firstNight(month), to: firstNight(addMonths(month, count)) };
}

/** The months a range starts in, for the window: ['2026-03', '2026-04', '2026-05']. */
export function monthsFrom(month: string, count = MONTHS_LOADED): string[] {
  return Array.from({ length: count }, (_, i) => addMonths(month, i));
}

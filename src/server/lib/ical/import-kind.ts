/**
 * What an imported event's nights are, read from its SUMMARY. Its own file because both a plain
 * event (parse-feed.ts) and an instance of a repeating one (read-instance.ts) are read by it, and
 * the repeating path is itself called from parse-feed.ts.
 */
export type ImportKind = 'reserved' | 'unavailable';

/**
 * 'Reserved' (Airbnb), 'Reserved - Guest' (Vrbo): a booking. 'Airbnb (Not available)',
 * 'CLOSED - Not available' (Booking.com, whose export says this for bookings too), 'Blocked'
 * (Vrbo), anything else or nothing: closed nights.
 */
export function importKindOf(summary: string | null): ImportKind {
  if (!summary) return 'unavailable';
  if (/not available|unavailable|closed|blocked/i.test(summary)) return 'unavailable';
  return /reserv|booked|booking/i.test(summary) ? 'reserved' : 'unavailable';
}

/** Words and numbers the calendar shows, in one place so the grid, the legend and the panel agree. */
import type { components } from '../../../openapi/schema';
import { formatDay, formatMoney, formatShortAmount } from '../../shared/format';
import { nightsBetween } from '../../shared/reservation-dates';

type Channel = components['schemas']['ReservationChannel'] | components['schemas']['CalendarBlock']['channel'];

const CHANNEL_LABELS: Record<string, string> = {
  guest_site: 'Our guest site',
  manual: 'Manual booking',
  airbnb: 'Airbnb',
  booking_com: 'Booking.com',
  vrbo: 'Vrbo',
  other: 'Another channel',
};

export const channelLabel = (channel: Channel): string => (channel ? (CHANNEL_LABELS[channel] ?? 'Another channel') : 'Another channel');

/** The price inside a night's cell: short enough for a phone's column (LKR 25,000 → 25k). */
export const shortPrice = (price: number | null): string => (price === null ? '–' : formatShortAmount(price));

/** The full price for people and screen readers: 'USD 85.50'. */
export function fullPrice(price: number | null, currency: string | null): string {
  if (price === null) return 'no price set';
  return currency ? formatMoney(price, currency) : formatShortAmount(price);
}

export const nightsWord = (count: number) => `${count} ${count === 1 ? 'night' : 'nights'}`;

/** A range in words: '2 Mar 2026 – 4 Mar 2026 (3 nights)', its last night shown (not the morning after). */
export function rangeWords(from: string, to: string): string {
  const count = nightsBetween(from, to);
  const last = new Date(Date.parse(`${to}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  return count === 1 ? `${formatDay(from)} (1 night)` : `${formatDay(from)} – ${formatDay(last)} (${nightsWord(count)})`;
}

/** Words and numbers the calendar shows, in one place so the grid, the legend and the panel agree. */
import type { components } from '../../../openapi/schema';
import { formatDay, nightsBetween } from '../../shared/reservation-dates';

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
export function shortPrice(price: number | null): string {
  if (price === null) return '–';
  if (price >= 10_000) return new Intl.NumberFormat('en-LK', { notation: 'compact', maximumFractionDigits: 1 }).format(price).toLowerCase();
  return new Intl.NumberFormat('en-LK', { minimumFractionDigits: Number.isInteger(price) ? 0 : 2, maximumFractionDigits: 2 }).format(price);
}

/** The full price for people and screen readers: 'USD 85.50'. */
export function fullPrice(price: number | null, currency: string | null): string {
  if (price === null) return 'no price set';
  const amount = new Intl.NumberFormat('en-LK', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(price);
  return currency ? `${currency} ${amount}` : amount;
}

export const nightsWord = (count: number) => `${count} ${count === 1 ? 'night' : 'nights'}`;

/** 'Mon 2 Mar 2026' for a night's button. */
export function longDay(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
}

/** 'March 2026'. */
export function monthTitle(month: string): string {
  return new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** A range in words: '2 Mar 2026 – 4 Mar 2026 (3 nights)', its last night shown (not the morning after). */
export function rangeWords(from: string, to: string): string {
  const count = nightsBetween(from, to);
  const last = new Date(Date.parse(`${to}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  return count === 1 ? `${formatDay(from)} (1 night)` : `${formatDay(from)} – ${formatDay(last)} (${nightsWord(count)})`;
}

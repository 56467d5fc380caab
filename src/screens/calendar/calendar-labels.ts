/**
 * Words and numbers the calendar shows, in one place so the grid, the legend and the panel agree.
 * They are read in the active language when called (at render time), never at module load.
 */
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { components } from '../../../openapi/schema';
import { formatDay, formatMoney, formatShortAmount } from '../../shared/format';
import { nightsBetween } from '../../shared/reservation-dates';

type Channel = components['schemas']['ReservationChannel'] | components['schemas']['CalendarBlock']['channel'];

const CHANNEL_LABELS: Record<string, MessageDescriptor> = {
  guest_site: msg`Our guest site`,
  manual: msg`Manual booking`,
  airbnb: msg`Airbnb`,
  booking_com: msg`Booking.com`,
  vrbo: msg`Vrbo`,
  other: msg`Another channel`,
};

export const channelLabel = (channel: Channel): string => i18n._((channel ? CHANNEL_LABELS[channel] : undefined) ?? CHANNEL_LABELS.other);

/** The price inside a night's cell: short enough for a phone's column (LKR 25,000 → 25k). */
export const shortPrice = (price: number | null): string => (price === null ? '–' : formatShortAmount(price));

/** The full price for people and screen readers: 'USD 85.50'. */
export function fullPrice(price: number | null, currency: string | null): string {
  if (price === null) return i18n._(msg`no price set`);
  return currency ? formatMoney(price, currency) : formatShortAmount(price);
}

export const nightsWord = (count: number) => i18n._(msg`${plural(count, { one: '# night', other: '# nights' })}`);

/** A range in words: '2 Mar 2026 – 4 Mar 2026 (3 nights)', its last night shown (not the morning after). */
export function rangeWords(from: string, to: string): string {
  const count = nightsBetween(from, to);
  const last = new Date(Date.parse(`${to}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  const first = formatDay(from);
  if (count === 1) return i18n._(msg`${first} (1 night)`);
  const lastNight = formatDay(last);
  return i18n._(msg`${first} – ${lastNight} (${plural(count, { one: '# night', other: '# nights' })})`);
}

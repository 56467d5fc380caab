/** How the sync screen writes fetch times (Sri Lanka time, as hosts live by it) and links. */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatDateTime, formatRelative } from '../../shared/format';
import type { FeedChannel } from '../../shared/ical-feed';

const relativeTime = (iso: string, now: number) => formatRelative(iso, new Date(now));

/** When the next automatic fetch is: a time that has passed means the scheduler will take it any moment. */
export function nextFetchText(i18n: I18n, iso: string | null, now: number): string {
  if (iso === null) return i18n._(msg`Not scheduled`);
  const when = formatDateTime(iso);
  if (Date.parse(iso) <= now + 60_000) return i18n._(msg`Due now (${when})`);
  return `${relativeTime(iso, now)} (${when})`;
}

export function lastFetchText(i18n: I18n, iso: string | null, now: number): string {
  return iso === null ? i18n._(msg({ message: 'Never', context: 'last read' })) : `${relativeTime(iso, now)} (${formatDateTime(iso)})`;
}

/** A long link cut to what tells it apart: its site and the start of its path ('www.airbnb.com/calendar/ical/…'). */
export function shortLink(url: string, max = 42): string {
  let text = url;
  try {
    const parsed = new URL(url);
    text = `${parsed.host}${parsed.pathname}${parsed.search}`;
  } catch {
    // Not a URL: shown as stored.
  }
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** A channel's name as the sync screen shows it: the sites by their own names, 'Another channel' in the active language. */
const CHANNEL_NAMES: Record<FeedChannel, string | ReturnType<typeof msg>> = {
  airbnb: 'Airbnb',
  booking_com: 'Booking.com',
  vrbo: 'Vrbo',
  other: msg`Another channel`,
};

export function feedChannelName(i18n: I18n, channel: FeedChannel): string {
  const name = CHANNEL_NAMES[channel];
  return typeof name === 'string' ? name : i18n._(name);
}

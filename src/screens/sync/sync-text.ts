/** How the sync screen writes fetch times (Sri Lanka time, as hosts live by it) and links. */
import { formatDateTime, formatRelative } from '../../shared/format';

const relativeTime = (iso: string, now: number) => formatRelative(iso, new Date(now));

/** When the next automatic fetch is: a time that has passed means the scheduler will take it any moment. */
export function nextFetchText(iso: string | null, now: number): string {
  if (iso === null) return 'Not scheduled';
  if (Date.parse(iso) <= now + 60_000) return `Due now (${formatDateTime(iso)})`;
  return `${relativeTime(iso, now)} (${formatDateTime(iso)})`;
}

export function lastFetchText(iso: string | null, now: number): string {
  return iso === null ? 'Never' : `${relativeTime(iso, now)} (${formatDateTime(iso)})`;
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

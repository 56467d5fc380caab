/** How the sync screen writes times, links and counts. Times are Sri Lanka time, as hosts live by it. */
import { SRI_LANKA_TIME_ZONE } from '../../shared/reservation-dates';

const absolute = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: SRI_LANKA_TIME_ZONE });
const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/** '22 Nov 2026, 07:24' in Sri Lanka. */
export const sriLankaTime = (iso: string) => absolute.format(new Date(iso));

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** 'just now', '5 minutes ago', 'in 12 minutes', 'yesterday'. */
function relativeTime(iso: string, now: number): string {
  const difference = Date.parse(iso) - now;
  if (Math.abs(difference) < 60_000) return 'just now';
  for (const [unit, size] of UNITS) {
    if (Math.abs(difference) >= size) return relative.format(Math.round(difference / size), unit);
  }
  return 'just now';
}

/** When the next automatic fetch is: a time that has passed means the scheduler will take it any moment. */
export function nextFetchText(iso: string | null, now: number): string {
  if (iso === null) return 'Not scheduled';
  if (Date.parse(iso) <= now + 60_000) return `Due now (${sriLankaTime(iso)})`;
  return `${relativeTime(iso, now)} (${sriLankaTime(iso)})`;
}

export function lastFetchText(iso: string | null, now: number): string {
  return iso === null ? 'Never' : `${relativeTime(iso, now)} (${sriLankaTime(iso)})`;
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

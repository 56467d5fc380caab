import { SRI_LANKA_TIME_ZONE } from './reservation-dates';

/**
 * A request's answer-by line: "Answer by Fri 27 Nov, 9:57 pm · 23 h left" in Sri Lanka's time,
 * "· 45 min left" in its last hour, "Answer time has passed" once it is over. Written to the same
 * behaviour as the formatting module's formatAnswerBy, which it is to be folded into.
 */
const dayFormat = new Intl.DateTimeFormat('en-GB', { timeZone: SRI_LANKA_TIME_ZONE, weekday: 'short', day: 'numeric', month: 'short' });
const timeFormat = new Intl.DateTimeFormat('en-GB', { timeZone: SRI_LANKA_TIME_ZONE, hour: 'numeric', minute: '2-digit', hour12: true });

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;

/** '9:57 pm': lower-case, no leading zero (en-GB writes 'am'/'pm' but some engines add a narrow space). */
const clockText = (at: Date) => timeFormat.format(at).replace(/\s+/gu, ' ').replace(/ ?([ap])\.?m\.?$/iu, ' $1m').toLowerCase();

/** What is left, rounded down: whole hours from an hour on, whole minutes below (at least 1). */
function leftText(ms: number): string {
  if (ms >= HOUR_MS) return `${Math.floor(ms / HOUR_MS)} h left`;
  return `${Math.max(1, Math.floor(ms / MINUTE_MS))} min left`;
}

export function formatAnswerBy(deadline: Date | string, now: Date): string {
  const at = typeof deadline === 'string' ? new Date(deadline) : deadline;
  const left = at.getTime() - now.getTime();
  if (left <= 0) return 'Answer time has passed';
  // en-GB writes 'Fri 27 Nov'; some ICU versions put a comma after the weekday.
  const day = dayFormat.format(at).replace(',', '');
  return `Answer by ${day}, ${clockText(at)} · ${leftText(left)}`;
}

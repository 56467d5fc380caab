import { sriLankaClockFormat } from './reservation-dates';

/**
 * A request's answer-by line: "Answer by Fri 27 Nov, 9:57 pm · 23 h left" in Sri Lanka's time,
 * "· 45 min left" in its last hour, "Answer time has passed" once it is over. Written to the same
 * behaviour as the formatting module's formatAnswerBy, which it is to be folded into.
 */
// 'Fri 27 Nov, 9:57 pm', with 12 (never 0) for the hour after noon and midnight on server and browser alike.
const deadlineFormat = sriLankaClockFormat({ weekday: 'short' });

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;

/** What is left, rounded down: whole hours from an hour on, whole minutes below (at least 1). */
function leftText(ms: number): string {
  if (ms >= HOUR_MS) return `${Math.floor(ms / HOUR_MS)} h left`;
  return `${Math.max(1, Math.floor(ms / MINUTE_MS))} min left`;
}

export function formatAnswerBy(deadline: Date | string, now: Date): string {
  const at = typeof deadline === 'string' ? new Date(deadline) : deadline;
  const left = at.getTime() - now.getTime();
  if (left <= 0) return 'Answer time has passed';
  return `Answer by ${deadlineFormat.format(at)} · ${leftText(left)}`;
}

import { describe, expect, it } from 'vitest';
import { formatAnswerBy } from '../../../src/shared/request-deadline';
import { requestsFirst } from '../../../src/shared/reservation-status';

// 16:27 UTC is 9:57 pm in Colombo (UTC+5:30).
const DEADLINE = '2026-11-27T16:27:00Z';
const before = (ms: number) => new Date(Date.parse(DEADLINE) - ms);

describe('formatAnswerBy', () => {
  it('writes the deadline in Sri Lanka time with the whole hours left', () => {
    expect(formatAnswerBy(DEADLINE, before(23 * 3_600_000 + 59 * 60_000))).toBe('Answer by Fri 27 Nov, 9:57 pm · 23 h left');
  });

  it('takes a Date as well as an ISO string', () => {
    expect(formatAnswerBy(new Date(DEADLINE), before(2 * 3_600_000))).toBe('Answer by Fri 27 Nov, 9:57 pm · 2 h left');
  });

  it('counts minutes in the last hour', () => {
    expect(formatAnswerBy(DEADLINE, before(45 * 60_000 + 30_000))).toBe('Answer by Fri 27 Nov, 9:57 pm · 45 min left');
  });

  it('never says 0 min while time is left', () => {
    expect(formatAnswerBy(DEADLINE, before(20_000))).toBe('Answer by Fri 27 Nov, 9:57 pm · 1 min left');
  });

  it('writes morning times with a lower-case am and the Colombo day', () => {
    // 2026-11-28 03:00 UTC is 8:30 am on Saturday in Colombo.
    expect(formatAnswerBy('2026-11-28T03:00:00Z', new Date('2026-11-27T20:00:00Z'))).toBe('Answer by Sat 28 Nov, 8:30 am · 7 h left');
  });

  it('writes the hour after noon and after midnight as 12, never 0', () => {
    expect(formatAnswerBy('2026-11-27T07:29:00Z', new Date('2026-11-27T05:00:00Z'))).toBe('Answer by Fri 27 Nov, 12:59 pm · 2 h left');
    expect(formatAnswerBy('2026-11-27T18:45:00Z', new Date('2026-11-27T18:00:00Z'))).toBe('Answer by Sat 28 Nov, 12:15 am · 45 min left');
  });

  it('says the time has passed once the deadline is reached', () => {
    expect(formatAnswerBy(DEADLINE, new Date(DEADLINE))).toBe('Answer time has passed');
    expect(formatAnswerBy(DEADLINE, before(-60_000))).toBe('Answer time has passed');
  });
});

describe('requestsFirst', () => {
  it('pins requests first and keeps the order of the rest', () => {
    const items = [
      { code: 'A', status: 'confirmed' as const },
      { code: 'B', status: 'pending' as const },
      { code: 'C', status: 'checked_in' as const },
      { code: 'D', status: 'pending' as const },
    ];
    expect(requestsFirst(items).map((item) => item.code)).toEqual(['B', 'D', 'A', 'C']);
  });
});

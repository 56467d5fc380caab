import { describe, expect, it } from 'vitest';
import { nextFetchTime } from '../../../src/server/modules/sync/next-fetch-time';

const now = new Date('2026-09-01T10:00:00Z');
const minutesAfter = (date: Date) => (date.getTime() - now.getTime()) / 60_000;

describe('when a feed is due again', () => {
  it.each([
    [0, 13.5],
    [0.5, 15],
    [0.999999, 16.5],
  ])('with random %d: %d minutes after a sync on the default 15-minute interval', (random, minutes) => {
    expect(minutesAfter(nextFetchTime(now, 15, () => random))).toBeCloseTo(minutes, 3);
  });

  it('stays within the interval ± 10 % with the real random source, and spreads feeds out', () => {
    const spread = Array.from({ length: 1000 }, () => minutesAfter(nextFetchTime(now, 60)));
    expect(Math.min(...spread)).toBeGreaterThanOrEqual(54);
    expect(Math.max(...spread)).toBeLessThanOrEqual(66);
    expect(new Set(spread.map(Math.round)).size).toBeGreaterThan(5);
  });
});

import { describe, expect, it } from 'vitest';
import { exponentialGapMs, pickByShare, scheduleArrivals, seededRandom } from '../../bench/load/arrivals.mjs';
import { CALLS } from '../../bench/load/load-calls.mjs';

describe('open-loop arrivals', () => {
  const schedule = scheduleArrivals({ ratePerSecond: 100, hosts: 200, calls: CALLS, untilMs: 600_000, seed: 7 });

  it('offers the rate asked for, on average', () => {
    // 60 000 expected over 600 s; a Poisson count's deviation is √60 000 ≈ 245.
    expect(schedule.length).toBeGreaterThan(59_000);
    expect(schedule.length).toBeLessThan(61_000);
  });

  it('spaces arrivals like a Poisson process: exponential gaps, as many short as a memoryless clock gives', () => {
    const gaps = schedule.slice(1).map((a, i) => a.at - schedule[i].at);
    const mean = gaps.reduce((s, g) => s + g, 0) / gaps.length;
    expect(mean).toBeGreaterThan(9.8);
    expect(mean).toBeLessThan(10.2);
    // P(gap < mean) = 1 - 1/e ≈ 0.632 for an exponential; a fixed clock would give 0 or 1.
    const short = gaps.filter((g) => g < mean).length / gaps.length;
    expect(short).toBeGreaterThan(0.62);
    expect(short).toBeLessThan(0.645);
  });

  it('keeps every host acting every 2 s on average at 100 req/s from 200 hosts', () => {
    const perHost = new Array(200).fill(0);
    for (const a of schedule) perHost[a.host]++;
    const mean = perHost.reduce((s, n) => s + n, 0) / 200;
    expect(600 / mean).toBeGreaterThan(1.9);
    expect(600 / mean).toBeLessThan(2.1);
    expect(Math.min(...perHost)).toBeGreaterThan(0);
  });

  it('mixes the kinds of call by their shares', () => {
    for (const call of CALLS) {
      const share = schedule.filter((a) => a.kind === call.kind).length / schedule.length;
      expect(Math.abs(share - call.share)).toBeLessThan(0.01);
    }
  });

  it('gives the same schedule for the same seed, so the before and after servers get the same load', () => {
    const again = scheduleArrivals({ ratePerSecond: 100, hosts: 200, calls: CALLS, untilMs: 600_000, seed: 7 });
    expect(again).toEqual(schedule);
    const other = scheduleArrivals({ ratePerSecond: 100, hosts: 200, calls: CALLS, untilMs: 600_000, seed: 8 });
    expect(other.slice(0, 10)).not.toEqual(schedule.slice(0, 10));
  });

  it('stays within the period', () => {
    expect(schedule.every((a) => a.at >= 0 && a.at < 600_000)).toBe(true);
    expect(schedule.every((a, i) => i === 0 || a.at >= schedule[i - 1].at)).toBe(true);
  });

  it('draws gaps whose mean is one over the rate', () => {
    const random = seededRandom(3);
    const gaps = Array.from({ length: 20_000 }, () => exponentialGapMs(random, 400));
    expect(gaps.reduce((s, g) => s + g, 0) / gaps.length).toBeCloseTo(2.5, 1);
  });

  it('picks the row whose share covers the draw, the last one at the top edge', () => {
    const rows = [{ share: 0.5, kind: 'a' }, { share: 0.5, kind: 'b' }];
    expect(pickByShare(rows, 0.1).kind).toBe('a');
    expect(pickByShare(rows, 0.5).kind).toBe('b');
    expect(pickByShare(rows, 0.999999).kind).toBe('b');
  });
});

import { describe, expect, it } from 'vitest';
import { searchRates, worstP99 } from '../../bench/load/rate-search.mjs';

// A server whose p99 rises with the offered rate: past 250 ms above `knee` req/s.
const serverWithKneeAt = (knee) => {
  const asked = [];
  const measure = async (rate) => {
    asked.push(rate);
    const p99 = rate <= knee ? 20 + rate / 100 : 300 + rate;
    return { byKind: { dashboard: { p99: p99 / 2 }, booking: { p99 } }, answeredPerSecond: rate };
  };
  return { asked, measure };
};

describe('the step search for p99 past 250 ms', () => {
  it('doubles until a rate passes, then halves the interval', async () => {
    const server = serverWithKneeAt(700);
    const found = await searchRates({ rates: [100, 200, 400, 800, 1600], refine: 2, measure: server.measure });
    expect(server.asked).toEqual([100, 200, 400, 800, 600, 700]);
    expect(found.within.rate).toBe(700);
    expect(found.past.rate).toBe(800);
  });

  it('says when even the first rate is past the limit', async () => {
    const server = serverWithKneeAt(50);
    const found = await searchRates({ rates: [100, 200], refine: 2, measure: server.measure });
    expect(server.asked).toEqual([100]);
    expect(found.within).toBeNull();
    expect(found.past.rate).toBe(100);
  });

  it('says when no rate passed it (the capacity is a lower bound)', async () => {
    const server = serverWithKneeAt(10_000);
    const found = await searchRates({ rates: [100, 200], refine: 2, measure: server.measure });
    expect(found.within.rate).toBe(200);
    expect(found.past).toBeNull();
  });

  it('judges a step by its worst kind of call', () => {
    expect(worstP99({ byKind: { dashboard: { p99: 12 }, calendar: { p99: 260 }, booking: { p99: null } } })).toBe(260);
  });
});

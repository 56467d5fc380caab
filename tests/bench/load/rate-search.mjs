// The step search for the rate at which p99 passes a limit (250 ms): offered rates in turn
// (100, 200, 400, … req/s) until one passes it, then halving the interval between the last rate
// within the limit and the first past it, `refine` times.

/** The worst p99 over the kinds of call of one measurement (a kind with no calls does not count). */
export const worstP99 = (measurement) => Math.max(...Object.values(measurement.byKind).map((s) => s.p99 ?? 0));

/**
 * `measure(rate)` runs one open-loop measurement at `rate` req/s. Returns every step measured,
 * the highest rate within the limit (`within`, null if even the first passed it) and the lowest
 * past it (`past`, null if none did).
 */
export async function searchRates({ rates, refine = 0, limitMs = 250, measure }) {
  const steps = [];
  let within = null;
  let past = null;
  const step = async (rate) => {
    const m = await measure(rate);
    steps.push({ rate, measurement: m, worstP99: worstP99(m), passes: worstP99(m) > limitMs });
    return steps.at(-1);
  };
  for (const rate of rates) {
    const s = await step(rate);
    if (s.passes) {
      past = s;
      break;
    }
    within = s;
  }
  for (let i = 0; i < refine && within && past; i++) {
    const middle = Math.round((within.rate + past.rate) / 2);
    if (middle === within.rate || middle === past.rate) break;
    const s = await step(middle);
    if (s.passes) past = s;
    else within = s;
  }
  return { steps, within, past };
}
